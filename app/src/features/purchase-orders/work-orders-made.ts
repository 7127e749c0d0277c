import type { ToastVariant } from "@shopdesk/design-system";

/** A WO "Make WOs" made, and the line it was made for. */
export type MadeWorkOrder = { WONumber: string; LineNumber: number };

const plural = (count: number) => (count === 1 ? "WO" : "WOs");
const listed = (made: readonly MadeWorkOrder[]) =>
  made.map((each) => `WO ${each.WONumber} for line ${each.LineNumber}`).join(", ");

/**
 * What the toast after "Make WOs" says: how many were made and which, or, when a line was
 * refused (the rest are then not tried), what was made before it and why it was refused.
 */
export function workOrdersMadeMessage(
  poNumber: string,
  made: readonly MadeWorkOrder[],
  refused?: { lineNumber: number; total: number; message: string },
): { title: string; description: string; variant: ToastVariant } {
  if (!refused) {
    return {
      title: `${made.length} ${plural(made.length)} made for PO ${poNumber}`,
      description: `${listed(made)}.`,
      variant: "success",
    };
  }
  const why = `Line ${refused.lineNumber}: ${refused.message}`;
  if (made.length === 0) return { title: "No WO made", description: why, variant: "error" };
  return {
    title: `${made.length} of ${refused.total} WOs made for PO ${poNumber}`,
    description: `${listed(made)}. ${why}`,
    variant: "error",
  };
}
