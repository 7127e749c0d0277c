import * as React from "react";
import { Check, Minus } from "lucide-react";
import { cn } from "../lib/cn";
import { useFieldControlProps } from "../form-field/form-field-context";

export type CheckboxProps = Omit<React.ComponentProps<"input">, "type" | "checked" | "children"> & {
  /**
   * Ticked or clear; `"indeterminate"` (a dash) when only some of what it stands for are ticked,
   * as a "Select all" box. Leave it out, with `defaultChecked`, for a box that keeps its own state.
   */
  checked?: boolean | "indeterminate";
  /** Called with the new state when the user ticks or clears the box (click, Space, its label). */
  onCheckedChange?: (checked: boolean) => void;
  /** Text beside the box; clicking it toggles the box. `className` then styles the outer label. */
  label?: React.ReactNode;
};

/** A checkbox (`checked` may be `"indeterminate"`), optionally with its label beside it. */
export function Checkbox({ className, label, checked, onCheckedChange, onChange, ref, ...props }: CheckboxProps) {
  const fieldProps = useFieldControlProps(props);
  const inputRef = React.useRef<HTMLInputElement>(null);
  React.useImperativeHandle(ref, () => inputRef.current!, []);
  const isIndeterminate = checked === "indeterminate";
  // The mixed state has no HTML attribute: it is the element's `indeterminate` property only.
  React.useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);

  const box = (
    <span
      data-slot="checkbox-box"
      className={cn(
        "relative inline-flex size-4 shrink-0 has-disabled:cursor-not-allowed has-disabled:opacity-50",
        !label && className,
      )}
    >
      <input
        ref={inputRef}
        type="checkbox"
        data-slot="checkbox"
        className="peer size-4 shrink-0 appearance-none rounded-sm border border-input bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed aria-invalid:border-destructive checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary"
        checked={checked === undefined ? undefined : checked === true}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
          // A click clears `indeterminate`; until the owner says otherwise the box stays mixed.
          event.target.indeterminate = isIndeterminate;
        }}
        {...fieldProps}
      />
      <Check
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-primary-foreground peer-checked:block peer-indeterminate:hidden"
        strokeWidth={3}
        aria-hidden="true"
      />
      <Minus
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-primary-foreground peer-indeterminate:block"
        strokeWidth={3}
        aria-hidden="true"
      />
    </span>
  );
  if (!label) return box;
  return (
    // The label wraps the box, so it names it and clicking the text toggles it.
    <label
      data-slot="checkbox-label"
      className={cn(
        "inline-flex items-start gap-2 text-sm text-foreground has-disabled:cursor-not-allowed has-disabled:text-muted-foreground",
        className,
      )}
    >
      {/* The box sits on the first line of a label that wraps. */}
      <span className="flex h-5 items-center">{box}</span>
      <span>{label}</span>
    </label>
  );
}
