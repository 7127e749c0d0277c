import { useEffect } from "react";
import { Link } from "react-router-dom";
import { PrintDocument, PrintToolbar, Spinner, WorkOrderTraveler } from "@shopdesk/design-system";
import { useWorkOrderBatch } from "../../api/work-orders/use-work-order-batch";
import { shopCompany } from "../../shared/print/company";
import { PrintMessage } from "../../shared/print/print-message";
import { splitWorkOrderNumbers, toTravelerWorkOrder } from "./traveler";

const TITLE = "Travelers";
// On screen, sheets below the fold skip layout and paint until scrolled to (200 travelers drew
// in 2.3 s instead of well under 2 s; docs/performance.md, "Travelers"). Print lays out all.
const lazySheet =
  "[content-visibility:auto] [contain-intrinsic-size:auto_8.5in_auto_11in] print:[content-visibility:visible]";
const listLink = (
  <Link className="text-primary underline underline-offset-4" to="/wo">
    Find work orders
  </Link>
);

/** "100007 and 100009", "100007, 100008 and abc". */
function listOf(numbers: readonly string[]): string {
  return numbers.length <= 1 ? (numbers[0] ?? "") : `${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;
}

/**
 * `/print-wos?wo=…`: one traveler per WO, each starting on a new page. Numbers that do not exist
 * are named on screen (never printed blank); with none at all the page says how to pick some.
 * The document carries `data-ready` and a `travelers-ready` performance mark once drawn.
 */
export function PrintTravelers({ woNumbers }: { woNumbers: readonly string[] }) {
  const { valid, invalid } = splitWorkOrderNumbers(woNumbers);
  const { batch, error, isLoading, reload } = useWorkOrderBatch(valid);
  const workOrders = batch?.Items ?? [];
  const missing = [...invalid, ...(batch?.Missing ?? [])];
  const isReady = workOrders.length > 0;

  useEffect(() => {
    if (isReady) performance.mark("travelers-ready");
  }, [isReady]);

  if (woNumbers.length === 0)
    return (
      <PrintMessage title={TITLE}>
        <p>No work orders were chosen, so there is nothing to print.</p>
        <p className="mt-2">Tick them on the work order list and use “Print selected”. {listLink}</p>
      </PrintMessage>
    );
  if (isLoading)
    return (
      <PrintDocument className="items-center justify-center">
        <Spinner size="lg" label={`Loading ${valid.length === 1 ? "the traveler" : `${valid.length} travelers`}…`} />
      </PrintDocument>
    );
  if (error)
    return (
      <PrintMessage title={TITLE}>
        <p>The travelers could not be loaded: {error.message}.</p>
        <button
          type="button"
          className="mt-2 text-primary underline underline-offset-4 print:hidden"
          onClick={() => void reload()}
        >
          Try again
        </button>
      </PrintMessage>
    );
  if (workOrders.length === 0)
    return (
      <PrintMessage title={TITLE}>
        <p>
          {missing.length === 1 ? "There is no work order" : "There are no work orders"} {listOf(missing)}, so there is
          nothing to print.
        </p>
        <p className="mt-2">{listLink}</p>
      </PrintMessage>
    );

  const count = workOrders.length === 1 ? `WO ${workOrders[0]!.WONumber}` : `${workOrders.length} work orders`;
  return (
    <PrintDocument data-ready="true" data-count={workOrders.length}>
      <PrintToolbar title={`${TITLE}: ${count}`}>
        <Link
          className="text-sm text-primary underline-offset-4 hover:underline"
          to={workOrders.length === 1 ? `/wo/${workOrders[0]!.WONumber}` : "/wo"}
        >
          {workOrders.length === 1 ? "Back to the work order" : "Back to work orders"}
        </Link>
      </PrintToolbar>
      {missing.length > 0 && (
        <p
          role="alert"
          className="mx-auto w-full max-w-[8.5in] px-4 text-sm font-medium text-destructive sm:px-[0.5in] print:hidden"
        >
          Not printed: {missing.length === 1 ? "there is no work order" : "there are no work orders"} {listOf(missing)}.
        </p>
      )}
      {workOrders.map((workOrder) => (
        <WorkOrderTraveler
          key={workOrder.WONumber}
          className={lazySheet}
          company={shopCompany}
          workOrder={toTravelerWorkOrder(workOrder)}
        />
      ))}
    </PrintDocument>
  );
}
