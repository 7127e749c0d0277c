/** What other screens take from the work orders' folder (docs/app.md, "Folders"). */
export { travelersPrintPath } from "./print-path";
