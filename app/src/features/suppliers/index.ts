/** What other screens take from the suppliers' folder (docs/app.md, "Folders"). */
export { SupplierPicker } from "./supplier-picker";
export { SupplierDetail } from "./supplier-detail";
export { SupplierList } from "./supplier-list";
