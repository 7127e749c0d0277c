import { lazy, Suspense } from "react";
import { formatCurrency, Skeleton } from "@shopdesk/design-system";
import { customerColumn, moneyColumn, quantityColumn, totalsLabel } from "./report-columns";
import type { ReportDefinition } from "./report-definition";
import { rangeAndCustomerFilters, shownRange } from "./report-filter-parts";
import { reportParamSpecs } from "./report-params";
import { formatMonth, formatQuantity } from "./report-format";

const spec = reportParamSpecs["sales-by-customer"];
// Only this report draws a chart: loading it on demand keeps its ~2 KB gzip off the other reports (open orders is the default).
const SalesChart = lazy(() => import("./sales-chart").then((module) => ({ default: module.SalesChart })));

/** Shipped Amount by customer and month (the 12 months ending with this one unless asked), with a chart. */
export const salesByCustomerReport: ReportDefinition<"sales-by-customer"> = {
  name: "sales-by-customer",
  label: "Sales by customer",
  title: () => "Sales by customer",
  noun: { one: "customer month", many: "customer months" },
  rowKey: (row) => `${row.CustomerId}/${row.Month}`,
  columns: [
    customerColumn({ sortField: "CustomerId", total: totalsLabel }),
    {
      id: "CustomerName",
      header: "Name",
      screenClassName: "hidden md:table-cell max-w-64 truncate",
      canWrapInPrint: true,
      cell: (row) => row.CustomerName,
    },
    { id: "Month", header: "Month", sortField: "Month", cell: (row) => formatMonth(row.Month) },
    quantityColumn("SlipCount", "Slips", {
      screenClassName: "hidden sm:table-cell",
      total: (totals) => totals.SlipCount,
    }),
    quantityColumn("Quantity", "Quantity", {
      screenClassName: "hidden sm:table-cell",
      total: (totals) => totals.Quantity,
    }),
    moneyColumn("Amount", "Amount", { sortField: "Amount", total: (totals) => totals.Amount }),
  ],
  summary: (answer) => [
    { label: "Customers", value: formatQuantity(answer.Totals.Customers) },
    { label: "Packing slips", value: formatQuantity(answer.Totals.SlipCount) },
    { label: "Quantity", value: formatQuantity(answer.Totals.Quantity) },
    { label: "Sales", value: formatCurrency(answer.Totals.Amount) },
  ],
  filterSummary: (params, answer) => {
    const { from, to } = shownRange(params, answer);
    return [
      from && to ? `${formatMonth(from)} – ${formatMonth(to)}` : "The last 12 months",
      params.customerId && `customer ${params.customerId}`,
    ]
      .filter(Boolean)
      .join(" · ");
  },
  // Without from/to the server takes the 12 months ending with this one: the filters show them.
  renderFilters: rangeAndCustomerFilters(spec, { labels: ["From month", "To month"], type: "month" }),
  renderFigure: (answer, context) => (
    <Suspense fallback={<Skeleton className="h-72 w-full" />}>
      <SalesChart
        months={answer.Months}
        from={answer.From}
        to={answer.To}
        isAnimationActive={context.isAnimationActive}
      />
    </Suspense>
  ),
};
