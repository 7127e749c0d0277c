/** What other screens take from the parts' folder (docs/app.md, "Folders"). */
export { partLink } from "./part-link";
export { PartPicker } from "./part-picker";
export { multiplyDecimal, priceForQuantity } from "./pricing";
