export { FormActions, type FormActionsProps } from "./form-actions";
