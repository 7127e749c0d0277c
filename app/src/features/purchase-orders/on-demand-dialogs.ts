import { onDemandDialog } from "@shopdesk/design-system";

// A PO's line dialog downloads when first opened (docs/performance.md, "Bundle"); it is rendered
// only while open.
export const POLineDialog = onDemandDialog(() => import("./line-dialog").then((module) => module.POLineDialog));
