import type * as React from "react";
import { cn } from "../lib/cn";

export type FormSectionProps = Omit<React.ComponentProps<"fieldset">, "title"> & {
  /** The section's name, its `<legend>` ("Billing address"). */
  title: string;
  /** A line under the title: what the fields are for. */
  description?: React.ReactNode;
};

/** A titled group of fields inside a form card; a line separates it from the section before. */
export function FormSection({ title, description, className, children, ...props }: FormSectionProps) {
  return (
    <fieldset
      data-slot="form-section"
      className={cn("grid grid-cols-1 gap-4 border-t px-5 pt-5 first:border-t-0 first:pt-0", className)}
      {...props}
    >
      {/* Floated, the legend joins the grid instead of sitting on the fieldset's border. */}
      <legend data-slot="form-section-title" className="float-left w-full text-sm font-semibold">
        {title}
      </legend>
      {description && (
        <p data-slot="form-section-description" className="-mt-2 text-xs text-muted-foreground">
          {description}
        </p>
      )}
      {children}
    </fieldset>
  );
}
