/** What other screens take from the packing slips' folder: the PO screen shows and makes its slips. */
export { packingSlipFieldLabels } from "./packing-slip-schema";
export { PackingSlipsCard } from "./packing-slips-card";
export { ShipDialog } from "./on-demand-dialogs";
export { packingSlipPrintPath } from "./print-path";
export { PackingSlipPrint } from "./packing-slip-print";
