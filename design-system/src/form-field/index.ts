export { FormField, type FormFieldProps } from "./form-field";
export { useFieldControlProps, type FieldControlProps } from "./form-field-context";
export { Label, type LabelProps } from "./label";
