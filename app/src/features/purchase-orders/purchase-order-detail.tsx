import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { Truck } from "lucide-react";
import { Button, formatCurrency, formatDate, type PaletteCommand } from "@shopdesk/design-system";
import { usePurchaseOrder } from "../../api/purchase-orders/use-purchase-order";
import { RecordAttachments } from "../../shared/attachments";
import { HistoryCard } from "../../shared/history/history-card";
import { useScreenCommands } from "../../shell/screen-commands";
import { RecordLayout, RecordScreen } from "../../shared/records/record-screen";
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
import { recentPurchaseOrder } from "../../shell/recent-labels";

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
    <RecordScreen
      title={po && !error && !isLoading ? `PO ${po.PONumber}` : "Purchase order"}
      back={{ to: "/po", label: "POs" }}
      query={{ record: po, error, isLoading, reload }}
      notFound={{
        title: "No such purchase order",
        description: `There is no PO with the key “${poKey}”. The link may be old or mistyped.`,
        backTo: "/po",
        backLabel: "Find a PO",
      }}
      errorTitle="Could not load this PO"
      visit={recentPurchaseOrder}
      description={(record) => (
        <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            to={`/customer/${encodeURIComponent(record.CustomerId)}`}
            className="text-base text-foreground underline-offset-4 hover:underline"
          >
            {record.CustomerName} ({record.CustomerId})
          </Link>
          <span data-slot="date">{formatDate(record.PODate)}</span>
          <POStatusBadges status={record.Status} isLate={record.IsLate} />
          <span className="font-medium text-foreground tabular-nums">{formatCurrency(record.Amount)}</span>
        </span>
      )}
      actions={(record) => (
        <>
          {canShip(record) && (
            <Button
              onClick={() => setIsShipping(true)}
              onPointerEnter={ShipDialog.preload}
              onFocus={ShipDialog.preload}
            >
              <Truck className="size-4" aria-hidden="true" />
              Ship
            </Button>
          )}
          <POStatusActions purchaseOrder={record} onReload={handleReload} />
        </>
      )}
    >
      {(record) => (
        <>
          <RecordLayout
            columns="thirds"
            top={<POLinesCard purchaseOrder={record} onReload={handleReload} />}
            main={
              <>
                <PackingSlipsCard purchaseOrder={record} />
                <POHeaderForm key={record.POKey} purchaseOrder={record} />
              </>
            }
            asideLabel="PO files and history"
            aside={
              <>
                <RecordAttachments record={{ Type: "purchase_order", POKey: record.POKey }} defaultKind="Customer PO" />
                <HistoryCard
                  entity="purchase_order"
                  entityKey={String(record.POKey)}
                  labels={historyLabels}
                  shouldShowLabels
                />
              </>
            }
          />
          {isShipping && <ShipDialog purchaseOrder={record} onOpenChange={setIsShipping} onReload={handleReload} />}
        </>
      )}
    </RecordScreen>
  );
}
