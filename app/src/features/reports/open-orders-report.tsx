import { Checkbox, formatCurrency } from "@shopdesk/design-system";
import { partLink } from "../parts/part-link";
import { CellLink, CustomerCell, DueDate } from "./report-cells";
import type { ReportDefinition } from "./report-definition";
import { ClearFilters, CustomerFilter, RangeFilter, ReportFilterBar } from "./report-filter-parts";
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
      total: () => "Totals",
    },
    {
      id: "PONumber",
      header: "PO",
      sortField: "PONumber",
      cell: (row, context) => (
        <CellLink to={`/po/${row.POKey}`} context={context}>
          {row.PONumber}
        </CellLink>
      ),
    },
    { id: "LineNumber", header: "Line", isNumeric: true, screenClassName: "hidden sm:table-cell", cell: (row) => row.LineNumber },
    {
      id: "CustomerId",
      header: "Customer",
      sortField: "CustomerId",
      screenClassName: "hidden sm:table-cell",
      cell: (row, context) => <CustomerCell id={row.CustomerId} name={row.CustomerName} context={context} />,
    },
    {
      id: "Part",
      header: "Part",
      screenClassName: "hidden md:table-cell",
      cell: (row, context) => (
        <CellLink to={partLink(row)} context={context}>
          {row.PartNumber} rev {row.Revision}
        </CellLink>
      ),
    },
    {
      id: "Description",
      header: "Description",
      screenClassName: "hidden 2xl:table-cell max-w-56 truncate",
      isScreenOnly: true,
      cell: (row) => <span title={row.Description}>{row.Description}</span>,
    },
    { id: "Quantity", header: "Ordered", isNumeric: true, screenClassName: "hidden lg:table-cell", cell: (row) => formatQuantity(row.Quantity) },
    {
      id: "ShippedQuantity",
      header: "Shipped",
      isNumeric: true,
      screenClassName: "hidden lg:table-cell",
      // Ordered − open says it on paper, where ten columns do not fit the Letter width.
      isScreenOnly: true,
      cell: (row) => formatQuantity(row.ShippedQuantity),
    },
    {
      id: "OpenQuantity",
      header: "Open qty",
      isNumeric: true,
      screenClassName: "hidden sm:table-cell",
      cell: (row) => formatQuantity(row.OpenQuantity),
      total: (totals) => formatQuantity(totals.OpenQuantity),
    },
    {
      id: "UnitPrice",
      header: "Unit price",
      isNumeric: true,
      screenClassName: "hidden lg:table-cell",
      cell: (row) => formatCurrency(row.UnitPrice, { fractionDigits: 4 }),
    },
    {
      id: "OpenAmount",
      header: "Open amount",
      sortField: "OpenAmount",
      isNumeric: true,
      cell: (row) => formatCurrency(row.OpenAmount),
      total: (totals) => formatCurrency(totals.OpenAmount),
    },
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
      <RangeFilter label="Due from" name="dueFrom" type="date" value={params.dueFrom ?? ""} max={params.dueTo} onChange={onChange} />
      <RangeFilter label="Due to" name="dueTo" type="date" value={params.dueTo ?? ""} min={params.dueFrom} onChange={onChange} />
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

