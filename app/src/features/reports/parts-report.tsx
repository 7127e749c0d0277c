import { Badge, FormField } from "@shopdesk/design-system";
import { ActiveFilter } from "../../shared/lists/active-filter";
import { partLink } from "../../shared/record-links";
import { CellLink } from "./report-cells";
import { customerColumn, descriptionColumn } from "./report-columns";
import type { ReportDefinition } from "./report-definition";
import { ClearFilters, CustomerFilter, ReportFilterBar, TextFilter } from "./report-filter-parts";
import { clearedFilters, hasReportFilters, reportParamSpecs } from "./report-params";
import { formatQuantity } from "./report-format";

const spec = reportParamSpecs.parts;
// As on `/part`: the part number from its start, the description anywhere in it.
const textFilters = [
  { label: "Part number", name: "partNumber", placeholder: "Starts with…" },
  { label: "Revision", name: "revision", placeholder: "e.g. C" },
  { label: "Description", name: "description", placeholder: "Contains…" },
] as const;
const activeLabels: Record<string, string> = { true: "active parts", false: "inactive parts" };

/** Part search: every revision, with the filters of `/part`, as a printable, exportable list. */
export const partsReport: ReportDefinition<"parts"> = {
  name: "parts",
  label: "Part search",
  title: () => "Part search",
  noun: { one: "part", many: "parts" },
  rowKey: (row) => `${row.PartNumber}/${row.Revision}`,
  columns: [
    {
      id: "PartNumber",
      header: "Part number",
      sortField: "PartNumber",
      cell: (row, context) => (
        <CellLink to={partLink(row)} context={context}>
          {row.PartNumber}
        </CellLink>
      ),
    },
    { id: "Revision", header: "Rev", cell: (row) => row.Revision },
    descriptionColumn({
      sortField: "Description",
      screenClassName: "max-w-48 truncate sm:max-w-72",
      canWrapInPrint: true,
    }),
    customerColumn({ sortField: "CustomerId", screenClassName: "hidden sm:table-cell" }),
    { id: "Material", header: "Material", screenClassName: "hidden lg:table-cell", cell: (row) => row.Material ?? "—" },
    {
      id: "DrawingNumber",
      header: "Drawing",
      screenClassName: "hidden xl:table-cell",
      cell: (row) => row.DrawingNumber ?? "—",
    },
    { id: "UnitOfMeasure", header: "UoM", screenClassName: "hidden xl:table-cell", cell: (row) => row.UnitOfMeasure },
    {
      id: "Status",
      header: "Status",
      screenClassName: "hidden md:table-cell",
      cell: (row, context) => {
        const labels = [row.Active ? "Active" : "Inactive", ...(row.IsSuperseded ? ["Superseded"] : [])];
        if (context.isPrint) return labels.join(", ");
        return (
          <span className="inline-flex gap-1">
            <Badge variant={row.Active ? "success" : "neutral"}>{labels[0]}</Badge>
            {row.IsSuperseded && <Badge variant="warning">Superseded</Badge>}
          </span>
        );
      },
    },
  ],
  summary: (answer) => [
    { label: "Parts", value: formatQuantity(answer.Total) },
    { label: "Active", value: formatQuantity(answer.Totals.Active) },
    { label: "Superseded", value: formatQuantity(answer.Totals.Superseded) },
  ],
  filterSummary: (params) =>
    [
      params.partNumber && `Part number ${params.partNumber}…`,
      params.revision && `rev ${params.revision}`,
      params.description && `description “${params.description}”`,
      params.customerId && `customer ${params.customerId}`,
      activeLabels[params.active ?? ""] ?? "active and inactive",
    ]
      .filter(Boolean)
      .join(" · "),
  renderFilters: ({ params, onChange }) => (
    <ReportFilterBar>
      {textFilters.map((filter) => (
        <TextFilter key={filter.name} {...filter} value={params[filter.name] ?? ""} onChange={onChange} />
      ))}
      <CustomerFilter value={params.customerId ?? ""} onChange={onChange} />
      <FormField label="Show" className="lg:w-36">
        <ActiveFilter className="w-full" value={params.active ?? "all"} onChange={(active) => onChange({ active })} />
      </FormField>
      {hasReportFilters(params, spec) && <ClearFilters onClear={() => onChange(clearedFilters(spec))} />}
    </ReportFilterBar>
  ),
};
