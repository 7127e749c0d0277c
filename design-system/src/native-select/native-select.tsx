import * as React from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "../lib/cn";
import { useFieldControlProps } from "../form-field/form-field-context";
import { fieldControlClasses } from "../input/input";

export type NativeSelectProps = React.ComponentProps<"select"> & {
  /**
   * The prompt shown while nothing is chosen ("Choose a carrier"): a first option with the value
   * `""` that the list shows greyed and that cannot be picked.
   */
  placeholder?: string;
};

/**
 * A choice from a fixed list: the browser's own `<select>` in the design system's look. The
 * platform draws the list (a wheel on a phone or tablet) and typing finds an option. Inside a
 * FormField it takes the field's id and ARIA wiring. `className` styles the wrapper (its width,
 * its height).
 */
export function NativeSelect({ className, children, placeholder, ...props }: NativeSelectProps) {
  const fieldProps = useFieldControlProps(props);
  const hasPlaceholder = placeholder !== undefined;
  // With no value the browser would show the first option that can be picked, not the prompt.
  const defaultValue =
    hasPlaceholder && props.value === undefined && props.defaultValue === undefined ? "" : props.defaultValue;
  return (
    <div data-slot="native-select-wrapper" className={cn("relative h-10 w-full", className)}>
      <select
        data-slot="native-select"
        className={cn(
          fieldControlClasses,
          // The prompt is muted as a text box's placeholder is; the options keep the text colour.
          "size-full appearance-none truncate py-2 pr-9 pl-3 has-[option[data-slot=native-select-placeholder]:checked]:text-muted-foreground [&_option:enabled]:text-foreground",
        )}
        {...fieldProps}
        defaultValue={defaultValue}
      >
        {hasPlaceholder && (
          <option data-slot="native-select-placeholder" value="" disabled>
            {placeholder}
          </option>
        )}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
