/** What pages and other screens take from the POs' folder (docs/app.md, "Folders"). */
export { PurchaseOrderDetail } from "./purchase-order-detail";
export { PurchaseOrderList } from "./purchase-order-list";
