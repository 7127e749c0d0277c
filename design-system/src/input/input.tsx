import * as React from "react";
import { cn } from "../lib/cn";
import { useFieldControlProps } from "../form-field/form-field-context";

/** Shared look of form controls (Input, Textarea, NativeSelect). */
export const fieldControlClasses =
  "w-full rounded-md border border-input bg-background text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive";

export type InputProps = React.ComponentProps<"input">;

/** A single-line text box. Inside a FormField it takes the field's id and ARIA wiring. */
export function Input({ className, type = "text", ...props }: InputProps) {
  const fieldProps = useFieldControlProps(props);
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(fieldControlClasses, "h-10 px-3 py-2", className)}
      {...fieldProps}
    />
  );
}
