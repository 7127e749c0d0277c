import { useState } from "react";
import { Link } from "react-router-dom";
import { Wrench } from "lucide-react";
import { Button, toast, formatQuantity } from "@shopdesk/design-system";
import type { PurchaseOrderLine } from "../../api/purchase-orders/types";
import type { useMakeWorkOrder } from "../../api/work-orders/use-make-work-order";

export type MakeWorkOrderButtonProps = {
  poKey: number;
  line: Pick<PurchaseOrderLine, "LineNumber" | "OpenQuantity">;
  /**
   * `useMakeWorkOrder`'s trigger, called once by the lines card for all its rows: a hook in
   * each of a PO's 50 rows was 50 SWR mutations set up before the screen could show.
   */
  makeWorkOrder: ReturnType<typeof useMakeWorkOrder>["trigger"];
};

/** "Make WO" for one line: a WO for its open quantity and due date, then a toast leading to it. */
export function MakeWorkOrderButton({ poKey, line, makeWorkOrder }: MakeWorkOrderButtonProps) {
  const [isMaking, setIsMaking] = useState(false);

  async function handleClick() {
    setIsMaking(true);
    try {
      const workOrder = await makeWorkOrder({ poKey, lineNumber: line.LineNumber });
      toast({
        title: `WO ${workOrder.WONumber} made for line ${line.LineNumber}`,
        description: `${formatQuantity(workOrder.Quantity)} pieces.`,
        variant: "success",
        action: <Link to={`/wo/${workOrder.WONumber}`}>Open WO {workOrder.WONumber}</Link>,
        actionAltText: `WO ${workOrder.WONumber} is also linked from line ${line.LineNumber}.`,
      });
    } catch (error) {
      toast({
        title: "No WO made",
        description: error instanceof Error ? error.message : String(error),
        variant: "error",
      });
    } finally {
      setIsMaking(false);
    }
  }

  return (
    // On a phone only the wrench shows (the lines table has no room for the words); the name stays.
    <Button
      variant="outline"
      size="sm"
      isLoading={isMaking}
      title={`Make WO for line ${line.LineNumber}`}
      onClick={() => void handleClick()}
    >
      <Wrench className="size-4" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">Make WO</span>
      <span className="sr-only"> for line {line.LineNumber}</span>
    </Button>
  );
}
