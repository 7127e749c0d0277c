export { Combobox, type ComboboxProps } from "./combobox";
