import { Link, useNavigate } from "react-router-dom";
import { Plus } from "lucide-react";
import {
  Button,
  Card,
  formatCurrency,
  formatDate,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@shopdesk/design-system";
import { usePurchaseOrders } from "../../api/purchase-orders/use-purchase-orders";
import { listTotal } from "../../api/list";
import { Page } from "../../shell/page";
import { LoadError, MessageRow, NoMatches, SkeletonRows, SortHead } from "../../shared/lists/list-parts";
import { onDemandDialog } from "@shopdesk/design-system";
import { useListParams } from "../../shared/lists/use-list-params";
import { useNewRecordParam } from "../../shared/lists/use-new-record-param";
import { ImportLink } from "../imports";
import { POListFilters } from "./purchase-order-list-filters";
import {
  hasPurchaseOrderFilters,
  PURCHASE_ORDER_PAGE_SIZE,
  purchaseOrderListSpec,
  toPurchaseOrderFilters,
} from "./purchase-order-list-params";
import { POStatusBadges } from "./purchase-order-status";

const COLUMNS = 6;
const NewPurchaseOrderDialog = onDemandDialog(
  () => import("./new-purchase-order-dialog").then((module) => module.NewPurchaseOrderDialog),
  (props) => props.isOpen,
);

/** `/po`: find POs by number, status, customer, PO date and lateness; "New PO" opens `?new=1`. */
export function PurchaseOrderList() {
  const navigate = useNavigate();
  const { isOpen: isNewOpen, setOpen: setNewOpen } = useNewRecordParam();
  const { params, setParams } = useListParams(purchaseOrderListSpec);
  const filters = toPurchaseOrderFilters(params);
  const { purchaseOrders, error, isLoading, isValidating, reload } = usePurchaseOrders(filters);
  const hasFilters = hasPurchaseOrderFilters(filters);

  const sortHead = (field: string, label: string, className?: string) => (
    <SortHead field={field} sort={params.sort} onSortChange={(sort) => setParams({ sort })} className={className}>
      {label}
    </SortHead>
  );

  function body() {
    if (isLoading && !purchaseOrders) return <SkeletonRows columns={COLUMNS} />;
    if (error)
      return (
        <MessageRow columns={COLUMNS}>
          <LoadError title="Could not load purchase orders" error={error} onRetry={() => void reload()} />
        </MessageRow>
      );
    if (!purchaseOrders || purchaseOrders.Items.length === 0)
      return (
        <MessageRow columns={COLUMNS}>
          <NoMatches
            title="No purchase orders found"
            description={hasFilters ? "No PO matches these filters." : "There are no purchase orders yet."}
            action={
              hasFilters ? (
                <Button
                  variant="outline"
                  onClick={() => setParams({ q: "", status: "", customer: "", from: "", to: "", late: "" })}
                >
                  Show all POs
                </Button>
              ) : undefined
            }
          />
        </MessageRow>
      );
    return (
      <TableBody>
        {purchaseOrders.Items.map((po) => {
          const href = `/po/${po.POKey}`;
          return (
            <TableRow key={po.POKey} className="cursor-pointer" onClick={() => void navigate(href)}>
              <TableCell className="font-medium">
                {/* A block of its own, so the link is not a link inside a line of text (axe: link-in-text-block). */}
                <div>
                  <Link
                    to={href}
                    className="text-primary underline-offset-4 hover:underline"
                    onClick={(event) => event.stopPropagation()}
                  >
                    {po.PONumber}
                  </Link>
                </div>
                <div className="text-xs font-normal text-muted-foreground md:hidden">
                  {po.CustomerId}
                  <span className="tabular-nums sm:hidden"> · {formatCurrency(po.Amount)}</span>
                </div>
              </TableCell>
              <TableCell className="hidden max-w-64 truncate md:table-cell" title={po.CustomerName}>
                <span className="font-medium">{po.CustomerId}</span>
                <span className="text-muted-foreground"> · {po.CustomerName}</span>
              </TableCell>
              <TableCell className="hidden tabular-nums sm:table-cell" data-slot="date">
                {formatDate(po.PODate)}
              </TableCell>
              <TableCell>
                <POStatusBadges status={po.Status} isLate={po.IsLate} />
              </TableCell>
              <TableCell className="hidden tabular-nums lg:table-cell" data-slot="date">
                {po.NextDueDate ? formatDate(po.NextDueDate) : "—"}
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                {formatCurrency(po.Amount)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    );
  }

  return (
    <Page
      title="Purchase orders"
      description="Customer POs: find one by number, customer, status or date."
      actions={
        <>
          <ImportLink kind="purchase-orders" />
          <Button
            onClick={() => setNewOpen(true)}
            onPointerEnter={NewPurchaseOrderDialog.preload}
            onFocus={NewPurchaseOrderDialog.preload}
          >
            <Plus className="size-4" aria-hidden="true" />
            New PO
          </Button>
        </>
      }
    >
      <Card className="gap-0 py-0">
        <POListFilters values={params} onChange={setParams} hasFilters={hasFilters} />
        <Table aria-label="Purchase orders" aria-busy={isValidating || undefined}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {sortHead("PONumber", "PO number")}
              {sortHead("CustomerId", "Customer", "hidden md:table-cell")}
              {sortHead("PODate", "PO date", "hidden sm:table-cell")}
              {sortHead("Status", "Status")}
              <TableHead className="hidden lg:table-cell">Next due</TableHead>
              <TableHead className="hidden text-right sm:table-cell">Amount</TableHead>
            </TableRow>
          </TableHeader>
          {body()}
        </Table>
        {purchaseOrders && purchaseOrders.Total > 0 && (
          <Pagination
            className="border-t p-4"
            page={params.page}
            pageSize={PURCHASE_ORDER_PAGE_SIZE}
            {...listTotal(purchaseOrders)}
            onPageChange={(page) => setParams({ page })}
          />
        )}
      </Card>
      <NewPurchaseOrderDialog isOpen={isNewOpen} onOpenChange={setNewOpen} />
    </Page>
  );
}
