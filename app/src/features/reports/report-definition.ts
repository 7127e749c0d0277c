import { formatQuantity } from "@shopdesk/design-system";
import type { ReactNode } from "react";
import type { ReportAnswer, ReportName, ReportRow, ReportSortFields } from "../../api/reports/types";
import type { ReportParams } from "./report-params";
import type { SetReportParams } from "./use-report-params";

/** Where a cell is drawn: the screen (links, badges) or the print layout (plain text). */
export type CellContext = { isPrint: boolean };

/** Where a figure (chart) is drawn, and whether its bars may animate ("auto": unless reduced motion is preferred). */
export type FigureContext = CellContext & { isAnimationActive: boolean | "auto" };

export type ReportColumn<Row, Totals, SortField extends string = string> = {
  id: string;
  header: string;
  /** The API's sort field: the header becomes a sort button. */
  sortField?: SortField;
  /** Right-aligned, tabular figures. */
  isNumeric?: boolean;
  /** Classes of the column's header, cells and total on screen, e.g. `hidden md:table-cell`. */
  screenClassName?: string;
  /** Left out of the print, where the Letter page has no room for it. */
  isScreenOnly?: boolean;
  /** In print, the text may wrap (descriptions, names); other columns keep each value on one line. */
  canWrapInPrint?: boolean;
  cell(row: Row, context: CellContext): ReactNode;
  /** The column's figure in the totals row (over every filtered row, not the page). */
  total?(totals: Totals): ReactNode;
};

/** A figure of the summary above the table: "Open amount $183,402.50". */
export type SummaryFigure = { label: string; value: string };

export type ReportFiltersProps<R extends ReportName> = {
  params: ReportParams;
  onChange: SetReportParams;
  /** The last answer: reports whose range defaults on the server show the range it used. */
  answer?: ReportAnswer<R>;
};

/**
 * Everything `/reports` and its print layout need to show one report. Members are methods, so a
 * definition of one report can stand where any report's is expected.
 */
export type ReportDefinition<R extends ReportName> = {
  name: R;
  /** The report's name in the report picker. */
  label: string;
  /** The heading; may say what the filters chose ("Work orders due 11/21 – 11/27"). */
  title(params: ReportParams): string;
  /** What one row is, for counts and the empty state: "open line" / "open lines". */
  noun: { one: string; many: string };
  columns: ReportColumn<ReportRow<R>, ReportAnswer<R>["Totals"], ReportSortFields[R]>[];
  rowKey(row: ReportRow<R>): string;
  summary(answer: ReportAnswer<R>): SummaryFigure[];
  /** One line of what the filters chose, for the print's header: "Customer ACME · due 11/21/2026 – 11/27/2026". */
  filterSummary(params: ReportParams, answer?: ReportAnswer<R>): string;
  renderFilters(props: ReportFiltersProps<R>): ReactNode;
  /** Shown between the summary and the table (the sales chart). */
  renderFigure?(answer: ReportAnswer<R>, context: FigureContext): ReactNode;
};

export type AnyReportDefinition = ReportDefinition<ReportName>;

/** "1 open line", "412 open lines". */
export function countOf(count: number, noun: { one: string; many: string }): string {
  return `${formatQuantity(count)} ${count === 1 ? noun.one : noun.many}`;
}
