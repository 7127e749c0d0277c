import { Ban, Lock, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Button, ConfirmDialog, toast } from "@shopdesk/design-system";
import { ApiError } from "../../api/client";
import type { PurchaseOrder, PurchaseOrderStatusAction } from "../../api/purchase-orders/types";
import { usePurchaseOrderStatus } from "../../api/purchase-orders/use-purchase-order-status";
import { statusActions } from "./po-rules";

type ActionText = { button: string; icon: ReactNode; title: string; description: string; confirm: string; done: string };

function texts(po: PurchaseOrder): Record<PurchaseOrderStatusAction, ActionText> {
  return {
    Closed: {
      button: "Close PO",
      icon: <Lock className="size-4" aria-hidden="true" />,
      title: `Close PO ${po.PONumber}?`,
      description: "A closed PO takes no more lines, WOs or shipments. Its packing slips can still be printed, and it can be reopened.",
      confirm: "Close PO",
      done: `PO ${po.PONumber} closed`,
    },
    Cancelled: {
      button: "Cancel PO",
      icon: <Ban className="size-4" aria-hidden="true" />,
      title: `Cancel PO ${po.PONumber}?`,
      description: "The customer no longer wants these parts. A cancelled PO cannot be reopened.",
      confirm: "Cancel PO",
      done: `PO ${po.PONumber} cancelled`,
    },
    Reopen: {
      button: "Reopen",
      icon: <RotateCcw className="size-4" aria-hidden="true" />,
      title: `Reopen PO ${po.PONumber}?`,
      description: "It goes back to Open, Partially Shipped or Shipped, by what has shipped, and takes lines and shipments again.",
      confirm: "Reopen PO",
      done: `PO ${po.PONumber} reopened`,
    },
  };
}

export type POStatusActionsProps = {
  purchaseOrder: PurchaseOrder;
  /** Fetch the PO again (after a 409: someone else changed it). */
  onReload: () => void;
};

/** Close, Cancel and Reopen, as the PO's status allows, each after a confirmation. */
export function POStatusActions({ purchaseOrder, onReload }: POStatusActionsProps) {
  const { setStatus } = usePurchaseOrderStatus();
  const allTexts = texts(purchaseOrder);

  async function change(action: PurchaseOrderStatusAction) {
    try {
      await setStatus(purchaseOrder, action);
      toast({ title: allTexts[action].done, variant: "success" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onReload();
      toast({ title: "Status not changed", description: error instanceof Error ? error.message : String(error), variant: "error" });
      throw error;
    }
  }

  return (
    <>
      {statusActions(purchaseOrder).map((action) => {
        const text = allTexts[action];
        return (
          <ConfirmDialog
            key={action}
            trigger={
              <Button variant="outline">
                {text.icon}
                {text.button}
              </Button>
            }
            title={text.title}
            description={text.description}
            confirmLabel={text.confirm}
            cancelLabel={action === "Cancelled" ? "Keep the PO" : "Not now"}
            variant={action === "Cancelled" ? "destructive" : "default"}
            onConfirm={() => change(action)}
          />
        );
      })}
    </>
  );
}
