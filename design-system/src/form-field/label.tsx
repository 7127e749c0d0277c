import * as React from "react";
import { cn } from "../lib/cn";

export type LabelProps = React.ComponentProps<"label">;

/** A form label; pair it with a control through `htmlFor` (FormField does this for you). */
export function Label({ className, htmlFor, ...props }: LabelProps) {
  return (
    <label
      data-slot="label"
      htmlFor={htmlFor}
      className={cn("text-sm font-medium text-foreground", className)}
      {...props}
    />
  );
}
