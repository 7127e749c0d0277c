import { Plus, Printer } from "lucide-react";
import { Button, Card, Checkbox, Pagination, Table, TableHead, TableHeader, TableRow } from "@shopdesk/design-system";
import { useWorkOrders } from "../../api/work-orders/use-work-orders";
import { listTotal } from "../../api/list";
import { Page } from "../../shell/page";
import { LoadError, MessageRow, NoMatches, SkeletonRows, SortHead } from "../../shared/lists/list-parts";
import { onDemandDialog } from "@shopdesk/design-system";
import { useListParams } from "../../shared/lists/use-list-params";
import { useNewRecordParam } from "../../shared/lists/use-new-record-param";
import { travelersPrintPath } from "./print-path";
import { useSelection } from "./use-selection";
import { WorkOrderFilters } from "./work-order-filters";
import {
  hasWorkOrderFilters,
  toWorkOrderFilters,
  WORK_ORDER_PAGE_SIZE,
  workOrderListSpec,
} from "./work-order-list-params";
import { WorkOrderRows } from "./work-order-rows";

const COLUMNS = 8;
const NewStockWorkOrderDialog = onDemandDialog(
  () => import("./new-stock-work-order-dialog").then((module) => module.NewStockWorkOrderDialog),
  (props) => props.isOpen,
);

/**
 * `/wo`: filter, sort and page through WOs; pick some and print their travelers in a new tab.
 * "New stock WO" opens `?new=1`.
 */
export function WorkOrderList() {
  const { isOpen: isNewOpen, setOpen: setNewOpen } = useNewRecordParam();
  const { params, setParams } = useListParams(workOrderListSpec);
  const { workOrders, error, isLoading, isValidating, reload } = useWorkOrders(toWorkOrderFilters(params));
  const selection = useSelection();
  const hasFilters = hasWorkOrderFilters(params);
  const pageNumbers = workOrders?.Items.map((workOrder) => workOrder.WONumber) ?? [];
  const count = selection.selected.length;

  const sortHead = (field: string, label: string, className?: string) => (
    <SortHead field={field} sort={params.sort} onSortChange={(sort) => setParams({ sort })} className={className}>
      {label}
    </SortHead>
  );

  function body() {
    if (isLoading && !workOrders) return <SkeletonRows columns={COLUMNS} />;
    if (error)
      return (
        <MessageRow columns={COLUMNS}>
          <LoadError title="Could not load work orders" error={error} onRetry={() => void reload()} />
        </MessageRow>
      );
    if (!workOrders || workOrders.Items.length === 0)
      return (
        <MessageRow columns={COLUMNS}>
          <NoMatches
            title="No work orders found"
            description={
              hasFilters
                ? "No work order matches these filters."
                : "There are no work orders yet. Make one from a PO line, or one for stock."
            }
            action={
              hasFilters ? (
                <Button
                  variant="outline"
                  onClick={() => setParams({ q: "", status: "", customer: "", dueFrom: "", dueTo: "", late: "" })}
                >
                  Show all work orders
                </Button>
              ) : undefined
            }
          />
        </MessageRow>
      );
    return (
      <WorkOrderRows workOrders={workOrders.Items} isSelected={selection.isSelected} onToggle={selection.toggle} />
    );
  }

  return (
    <Page
      title="Work orders"
      description="Find work orders by number, part, customer, status or due date; pick some to print their travelers."
      actions={
        <>
          {count > 0 ? (
            <Button asChild variant="outline">
              <a href={travelersPrintPath(selection.selected)} target="_blank" rel="noopener">
                <Printer className="size-4" aria-hidden="true" />
                Print selected ({count})
              </a>
            </Button>
          ) : (
            <Button variant="outline" disabled>
              <Printer className="size-4" aria-hidden="true" />
              Print selected
            </Button>
          )}
          <Button
            onClick={() => setNewOpen(true)}
            onPointerEnter={NewStockWorkOrderDialog.preload}
            onFocus={NewStockWorkOrderDialog.preload}
          >
            <Plus className="size-4" aria-hidden="true" />
            New stock WO
          </Button>
        </>
      }
    >
      <Card className="gap-0 py-0">
        <WorkOrderFilters
          filters={params}
          hasFilters={hasFilters}
          onChange={(patch, options) => setParams(patch, options)}
        />
        <div className="flex min-h-11 flex-wrap items-center gap-3 border-b px-4 py-2 text-sm" aria-live="polite">
          {count === 0 ? (
            <span className="text-muted-foreground">Tick work orders to print their travelers together.</span>
          ) : (
            <>
              <span className="font-medium">{count} selected</span>
              <Button variant="ghost" size="sm" onClick={selection.clear}>
                Clear selection
              </Button>
            </>
          )}
        </div>
        <Table aria-label="Work orders" aria-busy={isValidating || undefined}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="w-10">
                <Checkbox
                  aria-label="Select all work orders on this page"
                  disabled={pageNumbers.length === 0}
                  checked={selection.pageState(pageNumbers)}
                  onCheckedChange={(checked) => selection.toggleAll(pageNumbers, checked === true)}
                />
              </TableHead>
              {sortHead("WONumber", "WO")}
              {sortHead("PartNumber", "Part", "hidden sm:table-cell")}
              <TableHead className="hidden md:table-cell">Customer</TableHead>
              <TableHead className="hidden lg:table-cell">PO</TableHead>
              <TableHead className="hidden text-right sm:table-cell">Qty</TableHead>
              {sortHead("DueDate", "Due", "hidden sm:table-cell")}
              {sortHead("Status", "Status")}
            </TableRow>
          </TableHeader>
          {body()}
        </Table>
        {workOrders && workOrders.Total > 0 && (
          <Pagination
            className="border-t p-4"
            page={params.page}
            pageSize={WORK_ORDER_PAGE_SIZE}
            {...listTotal(workOrders)}
            onPageChange={(page) => setParams({ page })}
          />
        )}
      </Card>
      <NewStockWorkOrderDialog isOpen={isNewOpen} onOpenChange={setNewOpen} />
    </Page>
  );
}
