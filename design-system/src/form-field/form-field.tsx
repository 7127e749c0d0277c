import * as React from "react";
import { CircleAlert } from "lucide-react";
import { cn } from "../lib/cn";
import { FormFieldContext } from "./form-field-context";
import { Label } from "./label";

export type FormFieldProps = React.ComponentProps<"div"> & {
  /** The visible label, tied to the control with `for`/`id`. */
  label: React.ReactNode;
  /** Help text under the control, read as part of its description. */
  hint?: React.ReactNode;
  /** An error message: marks the control `aria-invalid` and is read as part of its description. */
  error?: React.ReactNode;
  /** Shows a required marker and sets `aria-required` on the control. */
  required?: boolean;
  /** The control's `id`; generated when omitted. */
  controlId?: string;
  /** Someone else just changed this value and it is shown updated: highlighted for a moment. */
  isChanged?: boolean;
};

/**
 * A label, a control (its child: Input, Textarea, NativeSelect, Checkbox…), a hint and an error.
 * The control receives `id`, `aria-describedby`, `aria-invalid` and `aria-required` from it.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  controlId,
  isChanged = false,
  className,
  children,
  ...props
}: FormFieldProps) {
  const generatedId = React.useId();
  const id = controlId ?? `field-${generatedId}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const field = React.useMemo(
    () => ({
      id,
      describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined,
      isInvalid: Boolean(error),
      isRequired: required,
    }),
    [id, hintId, errorId, error, required],
  );

  return (
    <div
      data-slot="form-field"
      data-state={error ? "invalid" : "valid"}
      data-changed={isChanged || undefined}
      className={cn(
        // The highlight fades as the attribute goes (the app clears it after a few seconds); its
        // margin and padding cancel out, so nothing moves.
        "grid content-start gap-1.5 rounded-md transition-colors duration-1000 data-changed:-m-1.5 data-changed:bg-status-info data-changed:p-1.5",
        className,
      )}
      {...props}
    >
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <FormFieldContext.Provider value={field}>{children}</FormFieldContext.Provider>
      {hint && (
        <p id={hintId} data-slot="form-field-hint" className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} data-slot="form-field-error" className="flex items-start gap-1 text-xs text-destructive">
          <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
