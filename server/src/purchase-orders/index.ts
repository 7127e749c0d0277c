// What other domains may use of purchase orders (docs/server.md, "Layers"). Packing slips and
// WOs change what a PO's lines have shipped or made, so they lock the PO and apply its rules.
export { lineKey, lineNotFound, linePart, linePartProblem, noBreakMessage, throwProblems } from "./lines.js";
export { afterLinesChanged, checkNotClosed, lockPurchaseOrder } from "./rules.js";
export { purchaseOrderHistoryRecords, purchaseOrderNotFound, slipAmount } from "./rows.js";
export { poKeyOf, poLineOf } from "./paths.js";
// Imports make POs by POST /purchase-orders' rules, many at a time.
export { purchaseOrderCustomerProblem, purchaseOrderHeaderDefaults } from "./repository.js";
