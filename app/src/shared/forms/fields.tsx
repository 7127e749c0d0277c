import type { ComponentProps, ReactNode } from "react";
import { Checkbox, FormField, Input, NativeSelect, Textarea } from "@shopdesk/design-system";
import {
  textBoxProps,
  useField,
  useFieldChanged,
  useFieldElement,
  useFieldError,
  type FieldValues,
  type Path,
} from "./form";

type FieldBase<V extends FieldValues> = {
  name: Path<V>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

/** The label, message and highlight of the field at `name`, around its control. */
function BoundFormField({
  name,
  label,
  hint,
  required,
  className,
  children,
}: FieldBase<FieldValues> & { children: ReactNode }) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={useFieldError(name)}
      required={required}
      isChanged={useFieldChanged(name)}
      className={className}
    >
      {children}
    </FormField>
  );
}

export type TextFieldProps<V extends FieldValues> = FieldBase<V> &
  Omit<ComponentProps<typeof Input>, "name" | "className"> & {
    /** Rewrites what is typed, e.g. to upper case. */
    transform?: (value: string) => string;
  };

/** A labelled text box bound to the surrounding form, its message beside it. */
export function TextField<V extends FieldValues>({
  name,
  label,
  hint,
  required,
  className,
  transform,
  ...props
}: TextFieldProps<V>) {
  const field = useField<string>(name);
  const element = useFieldElement(name);
  return (
    <BoundFormField name={name} label={label} hint={hint} required={required} className={className}>
      <Input
        {...props}
        name={field.name}
        ref={element}
        value={field.value ?? ""}
        onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
        onBlur={field.onBlur}
      />
    </BoundFormField>
  );
}

export type TextareaFieldProps<V extends FieldValues> = FieldBase<V> &
  Omit<ComponentProps<typeof Textarea>, "name" | "className">;

export function TextareaField<V extends FieldValues>({
  name,
  label,
  hint,
  required,
  className,
  ...props
}: TextareaFieldProps<V>) {
  const field = useField<string>(name);
  const element = useFieldElement(name);
  return (
    <BoundFormField name={name} label={label} hint={hint} required={required} className={className}>
      <Textarea {...props} {...textBoxProps(field)} ref={element} />
    </BoundFormField>
  );
}

export type CheckboxFieldProps<V extends FieldValues> = Omit<FieldBase<V>, "required" | "hint"> & { hint?: ReactNode };

/** A checkbox bound to a boolean field, its label beside the box. */
export function CheckboxField<V extends FieldValues>({ name, label, hint, className }: CheckboxFieldProps<V>) {
  const field = useField<boolean>(name);
  const element = useFieldElement(name);
  return (
    <div className={className}>
      <Checkbox
        label={label}
        name={field.name}
        ref={element}
        checked={Boolean(field.value)}
        onCheckedChange={field.onChange}
        onBlur={field.onBlur}
      />
      {hint && <p className="mt-1 pl-6 text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

export type SelectFieldProps<V extends FieldValues> = FieldBase<V> & {
  options: readonly { value: string; label: string }[];
  /** The prompt while nothing is chosen ("Choose a carrier"); it cannot be picked. */
  placeholder?: string;
};

/** A labelled choice from a fixed list. */
export function SelectField<V extends FieldValues>({
  name,
  label,
  hint,
  required,
  className,
  options,
  placeholder,
}: SelectFieldProps<V>) {
  const field = useField<string>(name);
  const element = useFieldElement(name);
  return (
    <BoundFormField name={name} label={label} hint={hint} required={required} className={className}>
      <NativeSelect
        name={field.name}
        ref={element}
        value={String(field.value ?? "")}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        placeholder={placeholder}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </BoundFormField>
  );
}
