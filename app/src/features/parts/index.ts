/** What other screens take from the parts' folder (docs/app.md, "Folders"). */
export { PartField } from "./part-field";
export { multiplyDecimal, priceForQuantity } from "./pricing";
export { PartsScreen } from "./parts-screen";
export { PricingSheetPrint } from "./pricing-sheet-print";
