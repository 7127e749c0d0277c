import { ConfirmDialog, toast, formatQuantity } from "@shopdesk/design-system";
import { ApiError } from "../../api/client";
import type { PurchaseOrder, PurchaseOrderLine } from "../../api/purchase-orders/types";
import { useDeleteLine } from "../../api/purchase-orders/use-delete-line";

export type RemoveLineDialogProps = {
  purchaseOrder: PurchaseOrder;
  /** The line to remove; null keeps the dialog closed. */
  line: PurchaseOrderLine | null;
  onClose: () => void;
  onReload: () => void;
};

/** "Remove line N?": removes a line with no WO and nothing shipped (its number is not reused). */
export function RemoveLineDialog({ purchaseOrder: po, line, onClose, onReload }: RemoveLineDialogProps) {
  const { trigger: deleteLine } = useDeleteLine();

  async function remove() {
    if (!line) return;
    try {
      await deleteLine({ poKey: po.POKey, line });
      toast({ title: `Line ${line.LineNumber} removed`, variant: "success" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onReload();
      toast({
        title: "Line not removed",
        description: error instanceof Error ? error.message : String(error),
        variant: "error",
      });
      throw error;
    }
  }

  return (
    <ConfirmDialog
      open={line !== null}
      onOpenChange={(open) => !open && onClose()}
      title={line ? `Remove line ${line.LineNumber}?` : "Remove line?"}
      description={
        line
          ? `${line.PartNumber} rev ${line.Revision}, ${formatQuantity(line.Quantity)} pieces, comes off PO ${po.PONumber}. Line numbers are not reused.`
          : undefined
      }
      confirmLabel="Remove line"
      cancelLabel="Keep it"
      variant="destructive"
      onConfirm={remove}
    />
  );
}
