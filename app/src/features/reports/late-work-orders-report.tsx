import { FormField, StatusBadge } from "@shopdesk/design-system";
import { unfinishedWorkOrderStatuses } from "../../api/reports/types";
import { StatusSelect } from "../../shared/lists/status-select";
import { CellLink } from "./report-cells";
import {
  customerColumn,
  dateColumn,
  descriptionColumn,
  partColumn,
  quantityColumn,
  totalsLabel,
} from "./report-columns";
import type { ReportDefinition } from "./report-definition";
import { ClearFilters, CustomerFilter, DueRangeFilters, ReportFilterBar } from "./report-filter-parts";
import { clearedFilters, hasReportFilters, reportParamSpecs, type ReportParams } from "./report-params";
import { formatDateRange, formatQuantity } from "./report-format";

const spec = reportParamSpecs["late-work-orders"];
const hasRange = (params: ReportParams) => Boolean(params.dueFrom || params.dueTo);

/**
 * Unfinished WOs: the late ones (due before today), or with a due range those due in it, late or
 * not (the dashboard's "due in the next 7 days" tile opens it that way).
 */
export const lateWorkOrdersReport: ReportDefinition<"late-work-orders"> = {
  name: "late-work-orders",
  label: "Late work orders",
  title: (params) =>
    hasRange(params)
      ? `Work orders due ${formatDateRange(params.dueFrom ?? "", params.dueTo ?? "")}`
      : "Late work orders",
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
      total: totalsLabel,
    },
    dateColumn("DueDate", "Due", { sortField: "DueDate" }),
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
    customerColumn({ screenClassName: "hidden md:table-cell" }),
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
    partColumn({ sortField: "PartNumber", screenClassName: "hidden sm:table-cell" }),
    descriptionColumn({ screenClassName: "hidden xl:table-cell max-w-56 truncate", isScreenOnly: true }),
    quantityColumn("Quantity", "Qty", { total: (totals) => totals.Quantity }),
    quantityColumn("QuantityComplete", "Complete", {
      screenClassName: "hidden md:table-cell",
      total: (totals) => totals.QuantityComplete,
    }),
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
        <StatusSelect
          value={params.status ?? ""}
          onChange={(status) => onChange({ status })}
          statuses={unfinishedWorkOrderStatuses}
          anyLabel="Any unfinished"
        />
      </FormField>
      <DueRangeFilters params={params} onChange={onChange} />
      {hasReportFilters(params, spec) && <ClearFilters onClear={() => onChange(clearedFilters(spec))} />}
    </ReportFilterBar>
  ),
};
