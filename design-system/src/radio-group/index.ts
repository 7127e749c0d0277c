export { RadioGroup, RadioGroupItem, type RadioGroupItemProps, type RadioGroupProps } from "./radio-group";
