export { FormSection, type FormSectionProps } from "./form-section";
