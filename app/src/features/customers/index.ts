/** What other screens take from the customers' folder (docs/app.md, "Folders"). */
export { CustomerField } from "./customer-field";
export { CustomerPicker, type CustomerChoice } from "./customer-picker";
export { CustomerList } from "./customer-list";
export { CustomerDetail } from "./customer-detail";
