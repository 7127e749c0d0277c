import { Link } from "react-router-dom";
import {
  cn,
  DocumentHeader,
  formatDate,
  HeaderFact,
  PrintDocument,
  PrintPage,
  PrintTable,
  PrintToolbar,
  Spinner,
  formatQuantity,
} from "@shopdesk/design-system";
import type { ReportAnswer, ReportName } from "../../api/reports/types";
import { useReport } from "../../api/reports/use-report";
import { usePageTitle } from "../../shell/use-page-title";
import { shopCompany } from "../../shared/print/company";
import { PrintMessage } from "../../shared/print/print-message";
import { countOf, type AnyReportDefinition } from "./report-definition";
import { reportDefinition } from "./report-definitions";
import { ReportSummary } from "./report-summary";
import { PRINT_ROW_LIMIT, toReportQuery, type ReportParams } from "./report-params";
import { useReportParams } from "./use-report-params";

// Print draws the chart at once: the dialog may capture the page before an animation ends.
const print = { isPrint: true, isAnimationActive: false } as const;

/**
 * `/print/reports?report=…&…filters`: the report on US Letter, up to the first 500 rows in the
 * screen's sort, with its summary and totals; the table's header repeats on every page, and
 * there is no app header. "Print" opens the browser's print dialog.
 */
export type ReportPrintProps = {
  /** The most rows a print takes (the API's largest page); smaller in stories. */
  rowLimit?: number;
};

export function ReportPrint({ rowLimit = PRINT_ROW_LIMIT }: ReportPrintProps) {
  const { report, params, spec, searchParams } = useReportParams();
  const definition = reportDefinition(report);
  const title = definition.title(params);
  usePageTitle(`Print ${title}`);
  const {
    report: answer,
    error,
    isLoading,
  } = useReport<ReportName>(report, { ...toReportQuery(params, spec, rowLimit), page: 1 });
  const backHref = `/reports${searchParams.size > 0 ? `?${searchParams.toString()}` : ""}`;

  if (isLoading)
    return (
      <PrintDocument className="items-center justify-center">
        <Spinner size="lg" label="Loading the report…" />
      </PrintDocument>
    );
  if (error || !answer)
    return (
      <PrintMessage title={title}>
        <p>The report could not be loaded: {error?.message ?? "no data"}.</p>
        <p className="mt-2 print:hidden">
          <Link className="text-primary underline-offset-4 hover:underline" to={backHref}>
            Back to the report
          </Link>
        </p>
      </PrintMessage>
    );

  return (
    <PrintDocument>
      <PrintToolbar title={title}>
        <Link className="text-sm text-primary underline-offset-4 hover:underline" to={backHref}>
          Back to the report
        </Link>
      </PrintToolbar>
      <ReportSheet definition={definition} params={params} answer={answer} title={title} />
    </PrintDocument>
  );
}

type ReportSheetProps = {
  definition: AnyReportDefinition;
  params: ReportParams;
  answer: ReportAnswer<ReportName>;
  title: string;
};

/** The printed report: header, what was filtered, the figures, the chart (sales) and the rows with totals. */
export function ReportSheet({ definition, params, answer, title }: ReportSheetProps) {
  const columns = definition.columns.filter((column) => !column.isScreenOnly);
  const shown = answer.Items.length;
  return (
    <PrintPage data-document="report" data-report={definition.name} className="min-h-0">
      <DocumentHeader
        company={shopCompany}
        title={title}
        aside={
          <>
            <HeaderFact label="As of">
              <span data-slot="date">{formatDate(answer.AsOf)}</span>
            </HeaderFact>
            <HeaderFact label="Rows">{formatQuantity(answer.Total)}</HeaderFact>
          </>
        }
      />
      <p className="mb-3 text-[9pt]">{definition.filterSummary(params, answer)}</p>
      <ReportSummary medium="print" figures={definition.summary(answer)} />
      {definition.renderFigure && (
        <div className="mb-5 break-inside-avoid">{definition.renderFigure(answer, print)}</div>
      )}
      {answer.Total > shown && (
        <p role="note" className="mb-3 text-[9pt] font-semibold">
          The first {countOf(shown, definition.noun)} of {formatQuantity(answer.Total)}. Export CSV for every row.
        </p>
      )}
      {shown === 0 ? (
        <p className="text-[10pt]">No {definition.noun.many} match these filters.</p>
      ) : (
        <PrintTable aria-label={title}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={cn(column.isNumeric && "text-right")}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {answer.Items.map((row) => (
              <tr key={definition.rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={cn(
                      column.isNumeric && "text-right tabular-nums",
                      !column.canWrapInPrint && "whitespace-nowrap",
                    )}
                  >
                    {column.cell(row, print)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="[&_td]:border-t-2 [&_td]:border-foreground [&_td]:px-2 [&_td]:py-1.5 [&_td]:font-semibold">
            <tr>
              {columns.map((column) => (
                <td key={column.id} className={cn(column.isNumeric && "text-right tabular-nums", "whitespace-nowrap")}>
                  {column.total?.(answer.Totals)}
                </td>
              ))}
            </tr>
          </tfoot>
        </PrintTable>
      )}
    </PrintPage>
  );
}
