// What other domains may use of purchase orders (docs/server.md, "Layers"). Packing slips and
// WOs change what a PO's lines have shipped or made, so they lock the PO and apply its rules.
export { lineNotFound, linePart, throwProblems } from "./lines.js";
export { afterLinesChanged, checkNotClosed, lockPurchaseOrder } from "./rules.js";
export { purchaseOrderHistoryRecords, purchaseOrderNotFound, slipAmount } from "./rows.js";
export { poKeyOf, poLineOf } from "./paths.js";
// Imports make POs as POST /purchase-orders does.
export { insertPurchaseOrder } from "./repository.js";
