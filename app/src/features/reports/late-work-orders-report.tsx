import { formatDate, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, StatusBadge, FormField } from "@shopdesk/design-system";
import { unfinishedWoStatuses } from "../../api/reports/types";
import { partLink } from "../parts/part-link";
import { CellLink, CustomerCell } from "./report-cells";
import type { ReportDefinition } from "./report-definition";
import { ClearFilters, CustomerFilter, RangeFilter, ReportFilterBar } from "./report-filter-parts";
import { clearedFilters, hasReportFilters, reportParamSpecs, type ReportParams } from "./report-params";
import { formatDateRange, formatQuantity } from "./report-format";

const spec = reportParamSpecs["late-work-orders"];
const ANY = "any";
const hasRange = (params: ReportParams) => Boolean(params.dueFrom || params.dueTo);

/**
 * Unfinished WOs: the late ones (due before today), or with a due range those due in it, late or
 * not (the dashboard's "due in the next 7 days" tile opens it that way).
 */
export const lateWorkOrdersReport: ReportDefinition<"late-work-orders"> = {
  name: "late-work-orders",
  label: "Late work orders",
  title: (params) => (hasRange(params) ? `Work orders due ${formatDateRange(params.dueFrom ?? "", params.dueTo ?? "")}` : "Late work orders"),
  noun: { one: "work order", many: "work orders" },
  rowKey: (row) => row.WONumber,
  columns: [
    {
      id: "WONumber",
      header: "WO",
      sortField: "WONumber",
      cell: (row, context) => (
        <CellLink to={`/wo/${row.WONumber}`} context={context}>
          {row.WONumber}
        </CellLink>
      ),
      total: () => "Totals",
    },
    {
      id: "DueDate",
      header: "Due",
      sortField: "DueDate",
      cell: (row) => (
        <span data-slot="date" className="tabular-nums">
          {formatDate(row.DueDate)}
        </span>
      ),
    },
    {
      id: "DaysLate",
      header: "Days late",
      isNumeric: true,
      cell: (row) => (row.DaysLate > 0 ? <span className="font-semibold text-destructive">{row.DaysLate}</span> : "—"),
    },
    {
      id: "Status",
      header: "Status",
      screenClassName: "hidden sm:table-cell",
      cell: (row, context) => (context.isPrint ? row.Status : <StatusBadge status={row.Status} />),
    },
    {
      id: "CustomerId",
      header: "Customer",
      screenClassName: "hidden md:table-cell",
      cell: (row, context) => <CustomerCell id={row.CustomerId} name={row.CustomerName} context={context} />,
    },
    {
      id: "PONumber",
      header: "PO",
      screenClassName: "hidden lg:table-cell",
      cell: (row, context) =>
        row.POKey !== null && row.PONumber ? (
          <CellLink to={`/po/${row.POKey}`} context={context}>
            {row.PONumber}
            {row.LineNumber !== null && <span className="text-muted-foreground"> / {row.LineNumber}</span>}
          </CellLink>
        ) : (
          "—"
        ),
    },
    {
      id: "PartNumber",
      header: "Part",
      sortField: "PartNumber",
      screenClassName: "hidden sm:table-cell",
      cell: (row, context) => (
        <CellLink to={partLink(row)} context={context}>
          {row.PartNumber} rev {row.Revision}
        </CellLink>
      ),
    },
    {
      id: "Description",
      header: "Description",
      screenClassName: "hidden xl:table-cell max-w-56 truncate",
      isScreenOnly: true,
      cell: (row) => <span title={row.Description}>{row.Description}</span>,
    },
    {
      id: "Quantity",
      header: "Qty",
      isNumeric: true,
      cell: (row) => formatQuantity(row.Quantity),
      total: (totals) => formatQuantity(totals.Quantity),
    },
    {
      id: "QuantityComplete",
      header: "Complete",
      isNumeric: true,
      screenClassName: "hidden md:table-cell",
      cell: (row) => formatQuantity(row.QuantityComplete),
      total: (totals) => formatQuantity(totals.QuantityComplete),
    },
  ],
  summary: (answer) => [
    { label: "Work orders", value: formatQuantity(answer.Total) },
    { label: "Quantity", value: formatQuantity(answer.Totals.Quantity) },
    { label: "Complete", value: formatQuantity(answer.Totals.QuantityComplete) },
  ],
  filterSummary: (params) =>
    [
      params.customerId && `Customer ${params.customerId}`,
      params.status && `status ${params.status}`,
      hasRange(params) ? `due ${formatDateRange(params.dueFrom ?? "", params.dueTo ?? "")}` : "due before today",
    ]
      .filter(Boolean)
      .join(" · "),
  renderFilters: ({ params, onChange }) => (
    <ReportFilterBar>
      <CustomerFilter value={params.customerId ?? ""} onChange={onChange} />
      <FormField label="Status" className="lg:w-44">
        <Select value={params.status || ANY} onValueChange={(next) => onChange({ status: next === ANY ? "" : next })}>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>Any unfinished</SelectItem>
            {unfinishedWoStatuses.map((status) => (
              <SelectItem key={status} value={status}>
                {status}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <RangeFilter label="Due from" name="dueFrom" type="date" value={params.dueFrom ?? ""} max={params.dueTo} onChange={onChange} />
      <RangeFilter label="Due to" name="dueTo" type="date" value={params.dueTo ?? ""} min={params.dueFrom} onChange={onChange} />
      {hasReportFilters(params, spec) && <ClearFilters onClear={() => onChange(clearedFilters(spec))} />}
    </ReportFilterBar>
  ),
};
