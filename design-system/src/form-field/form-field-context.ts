import * as React from "react";

type FieldState = {
  id: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  isRequired: boolean;
};

export const FormFieldContext = React.createContext<FieldState | null>(null);

/** The attributes a control inside a FormField takes from it. */
export type FieldControlProps = {
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  "aria-required"?: React.AriaAttributes["aria-required"];
};

/**
 * Merges the surrounding FormField's `id`, `aria-describedby`, `aria-invalid` and
 * `aria-required` into a control's props; the control's own values win, descriptions add up.
 */
export function useFieldControlProps<P extends FieldControlProps>(props: P): P {
  const field = React.useContext(FormFieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props["aria-describedby"]].filter(Boolean).join(" ");
  return {
    ...props,
    id: props.id ?? field.id,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": props["aria-invalid"] ?? (field.isInvalid || undefined),
    "aria-required": props["aria-required"] ?? (field.isRequired || undefined),
  };
}
