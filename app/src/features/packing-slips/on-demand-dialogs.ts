import { onDemandDialog } from "@shopdesk/design-system";

// The packing slips' dialogs download when first opened (docs/performance.md, "Bundle"): a PO
// screen is read far more often than it ships or edits a slip. Each is rendered only while open.
export const ShipDialog = onDemandDialog(() => import("./ship-dialog").then((module) => module.ShipDialog));
export const PackingSlipDialog = onDemandDialog(() =>
  import("./packing-slip-dialog").then((module) => module.PackingSlipDialog),
);
export const PackingSlipFilesDialog = onDemandDialog(() =>
  import("./packing-slip-files-dialog").then((module) => module.PackingSlipFilesDialog),
);
