import { useCallback, useRef } from "react";
import { Link } from "react-router-dom";
import { toast } from "@shopdesk/design-system";
import type { PurchaseOrder } from "../../api/purchase-orders/types";
import { useMakeWorkOrder } from "../../api/work-orders/use-make-work-order";
import { travelersPrintPath } from "../work-orders";
import { linesNeedingWorkOrder } from "./purchase-order-rules";
import { workOrdersMadeMessage, type MadeWorkOrder } from "./work-orders-made";

/** The toast's way to what was made: the WO itself, or, for several, their travelers in a new tab. */
function madeAction(made: readonly MadeWorkOrder[]) {
  if (made.length === 0) return undefined;
  if (made.length === 1) return <Link to={`/wo/${made[0]!.WONumber}`}>Open WO {made[0]!.WONumber}</Link>;
  return (
    <a href={travelersPrintPath(made.map((each) => each.WONumber))} target="_blank" rel="noopener">
      Print their {made.length} travelers
    </a>
  );
}

/**
 * "Make WOs" (the palette, on a PO): a WO for each line that needs one (`linesNeedingWorkOrder`),
 * one line after another, then one toast for them all. A refused line stops the rest (what
 * refuses one, a PO closed meanwhile, refuses them all), and a second run while one is under
 * way does nothing.
 */
export function useMakeWorkOrders() {
  const { trigger: makeWorkOrder } = useMakeWorkOrder();
  const isMaking = useRef(false);
  return useCallback(
    async (po: PurchaseOrder) => {
      if (isMaking.current) return;
      isMaking.current = true;
      const lines = linesNeedingWorkOrder(po);
      const made: MadeWorkOrder[] = [];
      let refused: Parameters<typeof workOrdersMadeMessage>[2];
      try {
        for (const line of lines) {
          try {
            const workOrder = await makeWorkOrder({ poKey: po.POKey, lineNumber: line.LineNumber });
            made.push({ WONumber: workOrder.WONumber, LineNumber: line.LineNumber });
          } catch (error) {
            refused = {
              lineNumber: line.LineNumber,
              total: lines.length,
              message: error instanceof Error ? error.message : String(error),
            };
            break;
          }
        }
      } finally {
        isMaking.current = false;
      }
      toast({
        ...workOrdersMadeMessage(po.PONumber, made, refused),
        action: madeAction(made),
        actionAltText: "The new WOs are also linked from their lines on this PO.",
      });
    },
    [makeWorkOrder],
  );
}
