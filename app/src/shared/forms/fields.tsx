import type { ComponentProps, ReactNode } from "react";
import { Controller, get, useFormContext, useFormState, type FieldValues, type Path } from "react-hook-form";
import { Checkbox, FormField, Input, NativeSelect, Textarea } from "@shopdesk/design-system";

type FieldBase<V extends FieldValues> = {
  name: Path<V>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

/** The message for `name`, from the client-side rules or the server. */
export function useFieldError<V extends FieldValues>(name: Path<V>): string | undefined {
  const { errors } = useFormState<V>({ name });
  const error = get(errors, name) as { message?: string } | undefined;
  return error?.message;
}

export type TextFieldProps<V extends FieldValues> = FieldBase<V> &
  Omit<ComponentProps<typeof Input>, "name" | "className"> & {
    /** Rewrites what is typed, e.g. to upper case. */
    transform?: (value: string) => string;
  };

/** A labelled text box bound to the surrounding form, its message beside it. */
export function TextField<V extends FieldValues>({ name, label, hint, required, className, transform, ...props }: TextFieldProps<V>) {
  const { register } = useFormContext<V>();
  const error = useFieldError<V>(name);
  const registration = register(name);
  return (
    <FormField label={label} hint={hint} error={error} required={required} className={className}>
      <Input
        {...props}
        {...registration}
        onChange={(event) => {
          if (transform) event.target.value = transform(event.target.value);
          return registration.onChange(event);
        }}
      />
    </FormField>
  );
}

export type TextareaFieldProps<V extends FieldValues> = FieldBase<V> & Omit<ComponentProps<typeof Textarea>, "name" | "className">;

export function TextareaField<V extends FieldValues>({ name, label, hint, required, className, ...props }: TextareaFieldProps<V>) {
  const { register } = useFormContext<V>();
  const error = useFieldError<V>(name);
  return (
    <FormField label={label} hint={hint} error={error} required={required} className={className}>
      <Textarea {...props} {...register(name)} />
    </FormField>
  );
}

export type CheckboxFieldProps<V extends FieldValues> = Omit<FieldBase<V>, "required" | "hint"> & { hint?: ReactNode };

/** A checkbox bound to a boolean field, its label beside the box. */
export function CheckboxField<V extends FieldValues>({ name, label, hint, className }: CheckboxFieldProps<V>) {
  const { control } = useFormContext<V>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={className}>
          <Checkbox
            label={label}
            name={field.name}
            ref={field.ref}
            checked={Boolean(field.value)}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
          {hint && <p className="mt-1 pl-6 text-xs text-muted-foreground">{hint}</p>}
        </div>
      )}
    />
  );
}

export type SelectFieldProps<V extends FieldValues> = FieldBase<V> & {
  options: readonly { value: string; label: string }[];
  /** The prompt while nothing is chosen ("Choose a carrier"); it cannot be picked. */
  placeholder?: string;
};

/** A labelled choice from a fixed list. */
export function SelectField<V extends FieldValues>({ name, label, hint, required, className, options, placeholder }: SelectFieldProps<V>) {
  const { control } = useFormContext<V>();
  const error = useFieldError<V>(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={label} hint={hint} error={error} required={required} className={className}>
          <NativeSelect
            name={field.name}
            ref={field.ref}
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
        </FormField>
      )}
    />
  );
}
