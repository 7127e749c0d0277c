import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { ArrowLeft, Truck } from "lucide-react";
import { Button, formatCurrency, formatDate, type PaletteCommand } from "@shopdesk/design-system";
import { usePurchaseOrder } from "../../api/purchase-orders/use-purchase-order";
import { Page } from "../../shell/page";
import { RecordAttachments } from "../../shared/attachments";
import { HistoryCard } from "../../shared/history/history-card";
import { useRecordVisit } from "../../shell/recent-records";
import { useScreenCommands } from "../../shell/screen-commands";
import { RecordStates } from "../../shared/lists/record-detail";
import { packingSlipFieldLabels } from "../packing-slips";
import { PackingSlipsCard } from "../packing-slips";
import { POHeaderForm } from "./purchase-order-header-form";
import { poHeaderFieldLabels } from "./purchase-order-header-schema";
import { POLinesCard } from "./lines-card";
import { canShip, linesNeedingWorkOrder } from "./purchase-order-rules";
import { POStatusActions } from "./purchase-order-status-actions";
import { POStatusBadges } from "./purchase-order-status";
import { useMakeWorkOrders } from "./use-make-work-orders";
import { packingSlipPrintPath, ShipDialog } from "../packing-slips";

const backToList = (
  <Button asChild variant="outline">
    <Link to="/po">
      <ArrowLeft className="size-4" aria-hidden="true" />
      POs
    </Link>
  </Button>
);

/** History field labels: the header's, and the lines' and slips' that appear in the PO's history. */
const historyLabels: Record<string, string> = {
  ...poHeaderFieldLabels,
  ...packingSlipFieldLabels,
  PartNumber: "Part",
  UnitPrice: "Unit price",
  DueDate: "Due date",
};

/** `/po/{poKey}`: the PO's status and actions, lines and their WOs, packing slips, header and history. */
export function PurchaseOrderDetail({ poKey }: { poKey: string }) {
  const { purchaseOrder: po, error, isLoading, reload } = usePurchaseOrder(poKey);
  const [isShipping, setIsShipping] = useState(false);
  const makeWorkOrders = useMakeWorkOrders();
  const handleReload = () => void reload();
  const isShown = po && !error && !isLoading;
  useRecordVisit(
    po && {
      path: `/po/${po.POKey}`,
      label: `PO ${po.PONumber}`,
      detail: `${po.CustomerId} · ${formatDate(po.PODate)}`,
    },
  );
  useScreenCommands(
    useMemo<PaletteCommand[]>(() => {
      if (!po) return [];
      const commands: PaletteCommand[] = [];
      if (canShip(po))
        commands.push({
          id: "po:ship",
          label: "Ship",
          hint: "A new packing slip",
          keywords: ["packing slip"],
          onSelect: () => setIsShipping(true),
        });
      const needingWorkOrder = linesNeedingWorkOrder(po);
      if (needingWorkOrder.length > 0)
        commands.push({
          id: "po:make-wos",
          label: "Make WOs",
          hint: `${needingWorkOrder.length === 1 ? "Line" : "Lines"} ${needingWorkOrder.map((line) => line.LineNumber).join(", ")}`,
          keywords: ["work orders", "make wo"],
          onSelect: () => void makeWorkOrders(po),
        });
      const lastSlip = po.PackingSlips.at(-1);
      if (lastSlip)
        commands.push({
          id: "po:print-slip",
          label: `Print packing slip ${lastSlip.PSlipNumber}`,
          keywords: ["print", "slip"],
          onSelect: () =>
            void window.open(packingSlipPrintPath(po.POKey, lastSlip.PSlipNumber, "slip"), "_blank", "noopener"),
        });
      return commands;
    }, [po, makeWorkOrders]),
  );

  return (
    <Page
      title={isShown ? `PO ${po.PONumber}` : "Purchase order"}
      description={
        isShown && (
          <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link
              to={`/customer/${encodeURIComponent(po.CustomerId)}`}
              className="text-base text-foreground underline-offset-4 hover:underline"
            >
              {po.CustomerName} ({po.CustomerId})
            </Link>
            <span data-slot="date">{formatDate(po.PODate)}</span>
            <POStatusBadges status={po.Status} isLate={po.IsLate} />
            <span className="font-medium text-foreground tabular-nums">{formatCurrency(po.Amount)}</span>
          </span>
        )
      }
      actions={
        <div className="flex flex-wrap gap-2">
          {isShown && canShip(po) && (
            <Button
              onClick={() => setIsShipping(true)}
              onPointerEnter={ShipDialog.preload}
              onFocus={ShipDialog.preload}
            >
              <Truck className="size-4" aria-hidden="true" />
              Ship
            </Button>
          )}
          {isShown && <POStatusActions purchaseOrder={po} onReload={handleReload} />}
          {backToList}
        </div>
      }
    >
      <RecordStates
        query={{ record: po, error, isLoading, reload }}
        notFound={{
          title: "No such purchase order",
          description: `There is no PO with the key “${poKey}”. The link may be old or mistyped.`,
          backTo: "/po",
          backLabel: "Find a PO",
        }}
        errorTitle="Could not load this PO"
      >
        {(record) => (
          <div className="grid grid-cols-1 gap-6">
            <POLinesCard purchaseOrder={record} onReload={handleReload} />
            <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
              <div className="grid grid-cols-1 gap-6 lg:col-span-2">
                <PackingSlipsCard purchaseOrder={record} />
                <POHeaderForm key={record.POKey} purchaseOrder={record} />
              </div>
              <aside aria-label="PO files and history" className="grid grid-cols-1 gap-6">
                <RecordAttachments record={{ Type: "purchase_order", POKey: record.POKey }} defaultKind="Customer PO" />
                <HistoryCard
                  entity="purchase_order"
                  entityKey={String(record.POKey)}
                  labels={historyLabels}
                  shouldShowLabels
                />
              </aside>
            </div>
            {isShipping && <ShipDialog purchaseOrder={record} onOpenChange={setIsShipping} onReload={handleReload} />}
          </div>
        )}
      </RecordStates>
    </Page>
  );
}
