import { formatCurrency, formatDate } from "@shopdesk/design-system";
import type { PartKey } from "../../api/parts/types";
import { partLink } from "../../shared/record-links";
import { CellLink, CustomerCell } from "./report-cells";
import type { ReportColumn } from "./report-definition";
import { formatQuantity } from "./report-format";

/** What a report changes of a shared column: its id, sort, where it shows, its total. */
type ColumnOptions<Row, Totals, SortField extends string> = Partial<ReportColumn<Row, Totals, SortField>>;

/** A figure column's options; its `total` picks the figure of the totals row, formatted like the cells. */
type FigureOptions<Row, Totals, SortField extends string, Figure> = Omit<
  ColumnOptions<Row, Totals, SortField>,
  "total"
> & {
  total?: (totals: Totals) => Figure;
};

/** The first column's figure in the totals row. */
export const totalsLabel = () => "Totals";

/** The customer code, linked, with its name as a tooltip ("Stock" for a stock WO). */
export function customerColumn<
  Row extends { CustomerId: string | null; CustomerName: string | null },
  Totals,
  SortField extends string,
>(options: ColumnOptions<Row, Totals, SortField> = {}): ReportColumn<Row, Totals, SortField> {
  return {
    id: "CustomerId",
    header: "Customer",
    cell: (row, context) => <CustomerCell id={row.CustomerId} name={row.CustomerName} context={context} />,
    ...options,
  };
}

/** The PO number, linked to the PO. */
export function poColumn<Row extends { POKey: number; PONumber: string }, Totals, SortField extends string>(
  options: ColumnOptions<Row, Totals, SortField> = {},
): ReportColumn<Row, Totals, SortField> {
  return {
    id: "PONumber",
    header: "PO",
    cell: (row, context) => (
      <CellLink to={`/po/${row.POKey}`} context={context}>
        {row.PONumber}
      </CellLink>
    ),
    ...options,
  };
}

/** "7731-204 rev B", linked to the part. */
export function partColumn<Row extends PartKey, Totals, SortField extends string>(
  options: ColumnOptions<Row, Totals, SortField> = {},
): ReportColumn<Row, Totals, SortField> {
  return {
    id: "PartNumber",
    header: "Part",
    cell: (row, context) => (
      <CellLink to={partLink(row)} context={context}>
        {row.PartNumber} rev {row.Revision}
      </CellLink>
    ),
    ...options,
  };
}

/** The part's description, whole in a tooltip where the column truncates it. */
export function descriptionColumn<Row extends { Description: string }, Totals, SortField extends string>(
  options: ColumnOptions<Row, Totals, SortField> = {},
): ReportColumn<Row, Totals, SortField> {
  return {
    id: "Description",
    header: "Description",
    cell: (row) => <span title={row.Description}>{row.Description}</span>,
    ...options,
  };
}

/** A calendar date field as MM/DD/YYYY. */
export function dateColumn<Field extends string, Row extends Record<Field, string>, Totals, SortField extends string>(
  field: Field,
  header: string,
  options: ColumnOptions<Row, Totals, SortField> = {},
): ReportColumn<Row, Totals, SortField> {
  return {
    id: field,
    header,
    cell: (row) => (
      <span data-slot="date" className="tabular-nums">
        {formatDate(row[field])}
      </span>
    ),
    ...options,
  };
}

/** A count or quantity field, right-aligned. */
export function quantityColumn<
  Field extends string,
  Row extends Record<Field, number>,
  Totals,
  SortField extends string,
>(
  field: Field,
  header: string,
  { total, ...options }: FigureOptions<Row, Totals, SortField, number> = {},
): ReportColumn<Row, Totals, SortField> {
  return {
    id: field,
    header,
    isNumeric: true,
    cell: (row) => formatQuantity(row[field]),
    ...(total && { total: (totals: Totals) => formatQuantity(total(totals)) }),
    ...options,
  };
}

/** An amount field (a decimal string), right-aligned; `fractionDigits` for unit prices. */
export function moneyColumn<Field extends string, Row extends Record<Field, string>, Totals, SortField extends string>(
  field: Field,
  header: string,
  {
    total,
    fractionDigits,
    ...options
  }: FigureOptions<Row, Totals, SortField, string> & { fractionDigits?: number } = {},
): ReportColumn<Row, Totals, SortField> {
  return {
    id: field,
    header,
    isNumeric: true,
    cell: (row) => formatCurrency(row[field], { fractionDigits }),
    ...(total && { total: (totals: Totals) => formatCurrency(total(totals)) }),
    ...options,
  };
}
