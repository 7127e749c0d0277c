import { Checkbox, formatCurrency } from "@shopdesk/design-system";
import { DueDate } from "./report-cells";
import {
  customerColumn,
  descriptionColumn,
  moneyColumn,
  partColumn,
  poColumn,
  quantityColumn,
  totalsLabel,
} from "./report-columns";
import type { ReportDefinition } from "./report-definition";
import { ClearFilters, CustomerFilter, DueRangeFilters, ReportFilterBar } from "./report-filter-parts";
import { clearedFilters, hasReportFilters, reportParamSpecs } from "./report-params";
import { formatDateRange, formatQuantity } from "./report-format";

const spec = reportParamSpecs["open-orders"];
const noun = { one: "open line", many: "open lines" };

/** Backlog: one row per PO line with quantity still to ship, on Open and Partially Shipped POs. */
export const openOrdersReport: ReportDefinition<"open-orders"> = {
  name: "open-orders",
  label: "Open orders",
  title: (params) => (params.late === "true" ? "Late open orders" : "Open orders"),
  noun,
  rowKey: (row) => `${row.POKey}/${row.LineNumber}`,
  columns: [
    {
      id: "DueDate",
      header: "Due",
      sortField: "DueDate",
      cell: (row, context) => <DueDate date={row.DueDate} isLate={row.IsLate} context={context} />,
      total: totalsLabel,
    },
    poColumn({ sortField: "PONumber" }),
    {
      id: "LineNumber",
      header: "Line",
      isNumeric: true,
      screenClassName: "hidden sm:table-cell",
      cell: (row) => row.LineNumber,
    },
    customerColumn({ sortField: "CustomerId", screenClassName: "hidden sm:table-cell" }),
    partColumn({ id: "Part", screenClassName: "hidden md:table-cell" }),
    descriptionColumn({ screenClassName: "hidden 2xl:table-cell max-w-56 truncate", isScreenOnly: true }),
    quantityColumn("Quantity", "Ordered", { screenClassName: "hidden lg:table-cell" }),
    // Ordered − open says it on paper, where ten columns do not fit the Letter width.
    quantityColumn("ShippedQuantity", "Shipped", { screenClassName: "hidden lg:table-cell", isScreenOnly: true }),
    quantityColumn("OpenQuantity", "Open qty", {
      screenClassName: "hidden sm:table-cell",
      total: (totals) => totals.OpenQuantity,
    }),
    moneyColumn("UnitPrice", "Unit price", { screenClassName: "hidden lg:table-cell", fractionDigits: 4 }),
    moneyColumn("OpenAmount", "Open amount", { sortField: "OpenAmount", total: (totals) => totals.OpenAmount }),
  ],
  summary: (answer) => [
    { label: "Open lines", value: formatQuantity(answer.Total) },
    { label: "Open quantity", value: formatQuantity(answer.Totals.OpenQuantity) },
    { label: "Open amount", value: formatCurrency(answer.Totals.OpenAmount) },
    { label: "Of which late", value: formatCurrency(answer.Totals.LateAmount) },
  ],
  filterSummary: (params) =>
    [
      params.customerId && `Customer ${params.customerId}`,
      (params.dueFrom || params.dueTo) && `due ${formatDateRange(params.dueFrom ?? "", params.dueTo ?? "")}`,
      params.late === "true" && "late lines only",
    ]
      .filter(Boolean)
      .join(" · ") || "All open lines",
  renderFilters: ({ params, onChange }) => (
    <ReportFilterBar>
      <CustomerFilter value={params.customerId ?? ""} onChange={onChange} />
      <DueRangeFilters params={params} onChange={onChange} />
      <div className="flex h-10 items-center gap-3 self-end sm:col-span-2 lg:w-auto">
        <Checkbox
          label="Late only"
          checked={params.late === "true"}
          onCheckedChange={(checked) => onChange({ late: checked === true ? "true" : "" })}
        />
        {hasReportFilters(params, spec) && <ClearFilters onClear={() => onChange(clearedFilters(spec))} />}
      </div>
    </ReportFilterBar>
  ),
};
