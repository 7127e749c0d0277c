import * as React from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "../lib/cn";
import { useFieldControlProps } from "../form-field/form-field-context";
import { fieldControlClasses } from "../input/input";

export type NativeSelectProps = React.ComponentProps<"select">;

/**
 * The browser's own `<select>` in the design system's look: for long lists (a hundred columns
 * of a parts file) and rows of a table, where the platform's picker (a wheel on a phone) and
 * type-to-find serve best. Inside a FormField it takes the field's id and ARIA wiring.
 * `className` styles the wrapper (its width).
 */
export function NativeSelect({ className, children, ...props }: NativeSelectProps) {
  const fieldProps = useFieldControlProps(props);
  return (
    <div data-slot="native-select-wrapper" className={cn("relative w-full", className)}>
      <select data-slot="native-select" className={cn(fieldControlClasses, "h-10 appearance-none truncate py-2 pr-9 pl-3")} {...fieldProps}>
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
