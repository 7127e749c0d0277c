/** What other screens take from the parts' folder (docs/app.md, "Folders"). */
export { partLink } from "./part-link";
export { PartField } from "./part-field";
export { multiplyDecimal, priceForQuantity } from "./pricing";
