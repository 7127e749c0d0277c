import { Ban, Lock, RotateCcw, type LucideIcon } from "lucide-react";
import { Button, ConfirmDialog, toast } from "@shopdesk/design-system";
import { ApiError } from "../../api/client";
import type { PurchaseOrder, PurchaseOrderStatusAction } from "../../api/purchase-orders/types";
import { useChangePurchaseOrderStatus } from "../../api/purchase-orders/use-change-purchase-order-status";
import { statusActions } from "./purchase-order-rules";

/** `verb` makes the dialog's title and confirm button ("Close PO 4500000001?"), `done` the toast's ending. */
type ActionText = { button: string; Icon: LucideIcon; verb: string; description: string; done: string };

const actionTexts: Record<PurchaseOrderStatusAction, ActionText> = {
  Closed: {
    button: "Close PO",
    Icon: Lock,
    verb: "Close",
    description:
      "A closed PO takes no more lines, WOs or shipments. Its packing slips can still be printed, and it can be reopened.",
    done: "closed",
  },
  Cancelled: {
    button: "Cancel PO",
    Icon: Ban,
    verb: "Cancel",
    description: "The customer no longer wants these parts. A cancelled PO cannot be reopened.",
    done: "cancelled",
  },
  Reopen: {
    button: "Reopen",
    Icon: RotateCcw,
    verb: "Reopen",
    description:
      "It goes back to Open, Partially Shipped or Shipped, by what has shipped, and takes lines and shipments again.",
    done: "reopened",
  },
};

export type POStatusActionsProps = {
  purchaseOrder: PurchaseOrder;
  /** Fetch the PO again (after a 409: someone else changed it). */
  onReload: () => void;
};

/** Close, Cancel and Reopen, as the PO's status allows, each after a confirmation. */
export function POStatusActions({ purchaseOrder, onReload }: POStatusActionsProps) {
  const { trigger: changeStatus } = useChangePurchaseOrderStatus();

  async function change(action: PurchaseOrderStatusAction) {
    try {
      await changeStatus({ purchaseOrder, action });
      toast({ title: `PO ${purchaseOrder.PONumber} ${actionTexts[action].done}`, variant: "success" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onReload();
      toast({
        title: "Status not changed",
        description: error instanceof Error ? error.message : String(error),
        variant: "error",
      });
      throw error;
    }
  }

  return (
    <>
      {statusActions(purchaseOrder).map((action) => {
        const text = actionTexts[action];
        return (
          <ConfirmDialog
            key={action}
            trigger={
              <Button variant="outline">
                <text.Icon className="size-4" aria-hidden="true" />
                {text.button}
              </Button>
            }
            title={`${text.verb} PO ${purchaseOrder.PONumber}?`}
            description={text.description}
            confirmLabel={`${text.verb} PO`}
            cancelLabel={action === "Cancelled" ? "Keep the PO" : "Not now"}
            variant={action === "Cancelled" ? "destructive" : "default"}
            onConfirm={() => change(action)}
          />
        );
      })}
    </>
  );
}
