import type { ReactNode } from "react";

/** A titled group of fields inside a form card. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 border-t px-5 pt-5 first:border-t-0 first:pt-0">
      {/* Floated, the legend joins the grid instead of sitting on the fieldset's border. */}
      <legend className="float-left w-full text-sm font-semibold">{title}</legend>
      {description && <p className="-mt-2 text-xs text-muted-foreground">{description}</p>}
      {children}
    </fieldset>
  );
}
