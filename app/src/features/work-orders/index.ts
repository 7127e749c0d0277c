/** What other screens take from the work orders' folder (docs/app.md, "Folders"). */
export { readPrintNumbers, travelersPrintPath } from "./print-path";
export { WorkOrderList } from "./work-order-list";
export { WorkOrderDetail } from "./work-order-detail";
export { PrintTravelers } from "./print-travelers";
