import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Card, CardContent, CardHeader, CardTitle } from "@shopdesk/design-system";
import type { WorkOrder } from "../../api/work-orders/types";
import { partLink } from "../../shared/record-links";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

/** What the WO makes and for whom (the part, its customer and PO line), then its status and moves. Quantity and due date are in the form. */
export function WorkOrderFacts({
  workOrder,
  status,
}: {
  workOrder: WorkOrder;
  /** The status and its moves, at the card's foot. */ status: ReactNode;
}) {
  const none = <span className="text-muted-foreground">—</span>;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Work order</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4">
          <Fact label="Part" className="col-span-2">
            <Link to={partLink(workOrder)} className={linkClass}>
              {workOrder.PartNumber} <span className="font-normal">rev {workOrder.Revision}</span>
            </Link>
            <span className="block text-muted-foreground">{workOrder.Description}</span>
          </Fact>
          <Fact label="Customer" className="col-span-2">
            {workOrder.CustomerId ? (
              <>
                <Link to={`/customer/${encodeURIComponent(workOrder.CustomerId)}`} className={linkClass}>
                  {workOrder.CustomerId}
                </Link>
                {workOrder.CustomerName && (
                  <span className="block text-muted-foreground">{workOrder.CustomerName}</span>
                )}
              </>
            ) : (
              <span>Stock (no customer)</span>
            )}
          </Fact>
          <Fact label="Purchase order" className="col-span-2">
            {workOrder.POKey !== null ? (
              <Link to={`/po/${workOrder.POKey}`} className={linkClass}>
                PO {workOrder.PONumber}, line {workOrder.LineNumber}
              </Link>
            ) : (
              <span>None: made for stock</span>
            )}
          </Fact>
          <Fact label="Material" className="col-span-2 sm:col-span-1">
            {workOrder.Material || none}
          </Fact>
          <Fact label="Drawing" className="col-span-2 sm:col-span-1">
            {workOrder.DrawingNumber || none}
          </Fact>
        </dl>
      </CardContent>
      <div className="border-t px-5 pt-4">{status}</div>
    </Card>
  );
}
