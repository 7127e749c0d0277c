import * as React from "react";
import { cn } from "../lib/cn";

type RadioGroupState = { name: string; value: string; onValueChange: (value: string) => void };

const RadioGroupContext = React.createContext<RadioGroupState | null>(null);

export type RadioGroupProps = Omit<React.ComponentProps<"fieldset">, "onChange"> & {
  /**
   * The question the choices answer, above them: "What to import". Leave it out when a heading
   * already names the group, and point `aria-labelledby` at that heading.
   */
  legend?: React.ReactNode;
  /** The `name` the radios share; generated when left out. */
  name?: string;
  /** The chosen item's `value`. */
  value: string;
  /** Called with the item the user chose (click, or the arrow keys). */
  onValueChange: (value: string) => void;
};

/**
 * One choice among a few, each visible at once, with the browser's own radios: Tab reaches the
 * chosen one, the arrow keys move and choose. A `fieldset`, so `disabled` disables every item;
 * `className` lays the items out (`sm:grid-cols-2`).
 */
export function RadioGroup({ legend, name, value, onValueChange, className, children, ...props }: RadioGroupProps) {
  const generatedName = React.useId();
  const state = React.useMemo(
    () => ({ name: name ?? generatedName, value, onValueChange }),
    [name, generatedName, value, onValueChange],
  );
  return (
    <fieldset data-slot="radio-group" className={cn("grid min-w-0 gap-2", className)} {...props}>
      {legend && (
        <legend data-slot="radio-group-legend" className="mb-2 text-sm font-medium text-foreground">
          {legend}
        </legend>
      )}
      <RadioGroupContext.Provider value={state}>{children}</RadioGroupContext.Provider>
    </fieldset>
  );
}

export type RadioGroupItemProps = Omit<
  React.ComponentProps<"input">,
  "type" | "name" | "value" | "checked" | "defaultChecked" | "onChange"
> & {
  value: string;
  /** The choice in words. */
  label: React.ReactNode;
  /** A line under the label, read as the radio's description. */
  description?: React.ReactNode;
};

/** One choice of a RadioGroup: the radio with its label and description, the whole box clickable. `className` styles the box. */
export function RadioGroupItem({ value, label, description, className, ...props }: RadioGroupItemProps) {
  const group = React.useContext(RadioGroupContext);
  if (!group) throw new Error("RadioGroupItem must be inside a RadioGroup");
  const labelId = React.useId();
  const descriptionId = React.useId();
  const isChecked = group.value === value;
  return (
    <label
      data-slot="radio-group-item"
      data-state={isChecked ? "checked" : "unchecked"}
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-md border bg-background p-3 text-sm transition-colors hover:bg-muted/60 has-checked:border-primary has-checked:bg-accent has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-1 has-disabled:cursor-not-allowed has-disabled:opacity-60",
        className,
      )}
    >
      <input
        type="radio"
        data-slot="radio"
        name={group.name}
        value={value}
        checked={isChecked}
        onChange={() => group.onValueChange(value)}
        // Named by the label alone: the whole box is its <label>, description included, which is read as the description.
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
        {...props}
      />
      <span className="grid gap-0.5">
        <span id={labelId} className="font-medium text-foreground">
          {label}
        </span>
        {description && (
          <span id={descriptionId} className="text-muted-foreground">
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
