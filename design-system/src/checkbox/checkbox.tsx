import * as React from "react";
import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Check, Minus } from "lucide-react";
import { cn } from "../lib/cn";
import { useFieldControlProps } from "../form-field/form-field-context";

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** Text beside the box; clicking it toggles the box. `className` then styles the outer label. */
  label?: React.ReactNode;
};

/** A checkbox (`checked` may be `"indeterminate"`), optionally with its label beside it. */
export function Checkbox({ className, label, ...props }: CheckboxProps) {
  const fieldProps = useFieldControlProps(props);
  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "peer inline-flex size-4 shrink-0 items-center justify-center rounded-sm border border-input bg-background text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary",
        !label && className,
      )}
      {...fieldProps}
    >
      <CheckboxPrimitive.Indicator className="group flex items-center justify-center">
        <Check className="size-3.5 group-data-[state=indeterminate]:hidden" strokeWidth={3} aria-hidden="true" />
        <Minus className="hidden size-3.5 group-data-[state=indeterminate]:block" strokeWidth={3} aria-hidden="true" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    // The label wraps the box, so it names it and clicking the text toggles it.
    <label
      data-slot="checkbox-label"
      className={cn("inline-flex items-start gap-2 text-sm text-foreground has-disabled:cursor-not-allowed has-disabled:text-muted-foreground", className)}
    >
      {/* The box sits on the first line of a label that wraps. */}
      <span className="flex h-5 items-center">{box}</span>
      <span>{label}</span>
    </label>
  );
}
