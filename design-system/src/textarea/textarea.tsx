import * as React from "react";
import { cn } from "../lib/cn";
import { useFieldControlProps } from "../form-field/form-field-context";
import { fieldControlClasses } from "../input/input";

export type TextareaProps = React.ComponentProps<"textarea">;

/** A multi-line text box that the user can resize vertically. */
export function Textarea({ className, rows = 3, ...props }: TextareaProps) {
  const fieldProps = useFieldControlProps(props);
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(fieldControlClasses, "min-h-20 resize-y px-3 py-2", className)}
      {...fieldProps}
    />
  );
}
