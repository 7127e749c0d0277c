import { formatCurrency } from "@shopdesk/design-system";
import { customerColumn, dateColumn, moneyColumn, poColumn, quantityColumn, totalsLabel } from "./report-columns";
import type { ReportDefinition } from "./report-definition";
import { rangeAndCustomerFilters, shownRange } from "./report-filter-parts";
import { reportParamSpecs } from "./report-params";
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
    dateColumn("ShipDate", "Shipped", { sortField: "ShipDate", total: totalsLabel }),
    poColumn({ sortField: "PONumber" }),
    {
      id: "PSlipNumber",
      header: "Slip",
      isNumeric: true,
      screenClassName: "hidden sm:table-cell",
      cell: (row) => row.PSlipNumber,
    },
    customerColumn({ sortField: "CustomerId", screenClassName: "hidden sm:table-cell" }),
    { id: "Carrier", header: "Carrier", screenClassName: "hidden lg:table-cell", cell: (row) => row.Carrier ?? "—" },
    {
      id: "TrackingNumber",
      header: "Tracking",
      screenClassName: "hidden xl:table-cell",
      cell: (row) => row.TrackingNumber ?? "—",
    },
    quantityColumn("LineCount", "Lines", { screenClassName: "hidden md:table-cell", total: (totals) => totals.Lines }),
    quantityColumn("Quantity", "Quantity", {
      screenClassName: "hidden sm:table-cell",
      total: (totals) => totals.Quantity,
    }),
    moneyColumn("Amount", "Amount", { total: (totals) => totals.Amount }),
  ],
  summary: (answer) => [
    { label: "Packing slips", value: formatQuantity(answer.Total) },
    { label: "Lines", value: formatQuantity(answer.Totals.Lines) },
    { label: "Quantity", value: formatQuantity(answer.Totals.Quantity) },
    { label: "Shipped amount", value: formatCurrency(answer.Totals.Amount) },
  ],
  filterSummary: (params, answer) => {
    const { from, to } = shownRange(params, answer);
    return [
      `Shipped ${formatDateRange(from, to) || "this month"}`,
      params.customerId && `customer ${params.customerId}`,
    ]
      .filter(Boolean)
      .join(" · ");
  },
  // Without from/to the server reports the current month: the filters show the range it used.
  renderFilters: rangeAndCustomerFilters(spec, { labels: ["Shipped from", "Shipped to"], type: "date" }),
};
