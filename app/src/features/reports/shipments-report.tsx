import { formatCurrency, formatDate } from "@shopdesk/design-system";
import { CellLink, CustomerCell } from "./report-cells";
import type { ReportDefinition } from "./report-definition";
import { ClearFilters, CustomerFilter, RangeFilter, ReportFilterBar } from "./report-filter-parts";
import { clearedFilters, hasReportFilters, reportParamSpecs } from "./report-params";
import { formatDateRange, formatQuantity } from "./report-format";

const spec = reportParamSpecs.shipments;

/** Packing slips shipped in a date range (the current month unless asked), with their amounts. */
export const shipmentsReport: ReportDefinition<"shipments"> = {
  name: "shipments",
  label: "Shipments",
  title: () => "Shipments",
  noun: { one: "packing slip", many: "packing slips" },
  rowKey: (row) => `${row.POKey}/${row.PSlipNumber}`,
  columns: [
    {
      id: "ShipDate",
      header: "Shipped",
      sortField: "ShipDate",
      cell: (row) => (
        <span data-slot="date" className="tabular-nums">
          {formatDate(row.ShipDate)}
        </span>
      ),
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
    {
      id: "PSlipNumber",
      header: "Slip",
      isNumeric: true,
      screenClassName: "hidden sm:table-cell",
      cell: (row) => row.PSlipNumber,
    },
    {
      id: "CustomerId",
      header: "Customer",
      sortField: "CustomerId",
      screenClassName: "hidden sm:table-cell",
      cell: (row, context) => <CustomerCell id={row.CustomerId} name={row.CustomerName} context={context} />,
    },
    { id: "Carrier", header: "Carrier", screenClassName: "hidden lg:table-cell", cell: (row) => row.Carrier ?? "—" },
    {
      id: "TrackingNumber",
      header: "Tracking",
      screenClassName: "hidden xl:table-cell",
      cell: (row) => row.TrackingNumber ?? "—",
    },
    {
      id: "LineCount",
      header: "Lines",
      isNumeric: true,
      screenClassName: "hidden md:table-cell",
      cell: (row) => formatQuantity(row.LineCount),
      total: (totals) => formatQuantity(totals.Lines),
    },
    {
      id: "Quantity",
      header: "Quantity",
      isNumeric: true,
      screenClassName: "hidden sm:table-cell",
      cell: (row) => formatQuantity(row.Quantity),
      total: (totals) => formatQuantity(totals.Quantity),
    },
    {
      id: "Amount",
      header: "Amount",
      isNumeric: true,
      cell: (row) => formatCurrency(row.Amount),
      total: (totals) => formatCurrency(totals.Amount),
    },
  ],
  summary: (answer) => [
    { label: "Packing slips", value: formatQuantity(answer.Total) },
    { label: "Lines", value: formatQuantity(answer.Totals.Lines) },
    { label: "Quantity", value: formatQuantity(answer.Totals.Quantity) },
    { label: "Shipped amount", value: formatCurrency(answer.Totals.Amount) },
  ],
  filterSummary: (params, answer) =>
    [
      `Shipped ${formatDateRange(params.from || answer?.From || "", params.to || answer?.To || "") || "this month"}`,
      params.customerId && `customer ${params.customerId}`,
    ]
      .filter(Boolean)
      .join(" · "),
  renderFilters: ({ params, onChange, answer }) => {
    // Without from/to the server reports the current month: show the range it used.
    const from = params.from || answer?.From || "";
    const to = params.to || answer?.To || "";
    return (
      <ReportFilterBar>
        <RangeFilter label="Shipped from" name="from" type="date" value={from} max={to} onChange={onChange} />
        <RangeFilter label="Shipped to" name="to" type="date" value={to} min={from} onChange={onChange} />
        <CustomerFilter value={params.customerId ?? ""} onChange={onChange} />
        {hasReportFilters(params, spec) && <ClearFilters onClear={() => onChange(clearedFilters(spec))} />}
      </ReportFilterBar>
    );
  },
};
