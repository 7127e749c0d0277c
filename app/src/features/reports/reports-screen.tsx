import { Link } from "react-router-dom";
import { Printer } from "lucide-react";
import { Button, Card, formatDate, Pagination } from "@shopdesk/design-system";
import type { ReportName } from "../../api/reports/types";
import { useReport } from "../../api/reports/use-report";
import { Page } from "../../shell/page";
import { ExportCsvButton } from "./export-csv-button";
import { reportDefinition } from "./report-definitions";
import { ReportNav } from "./report-nav";
import { reportPrintPath } from "./print-path";
import { clearedFilters, hasReportFilters, REPORT_PAGE_SIZE, toReportQuery } from "./report-params";
import { ReportSummary } from "./report-summary";
import { ReportTable } from "./report-table";
import { useReportParams } from "./use-report-params";

/**
 * `/reports`: the report `?report=` names (open orders by default), its filters, sort and page in
 * the URL under the API's names, its totals, "Export CSV" (every filtered row) and "Print" (the
 * print layout in a new tab).
 */
export type ReportsScreenProps = {
  /** Animate the sales chart ("auto": unless the user prefers reduced motion); false for stories. */
  isChartAnimated?: boolean | "auto";
};

export function ReportsScreen({ isChartAnimated = "auto" }: ReportsScreenProps) {
  const { report } = useReportParams();
  // One view per report: the previous page stays up while the next loads, but never under another report's columns.
  return <ReportView key={report} isChartAnimated={isChartAnimated} />;
}

function ReportView({ isChartAnimated }: { isChartAnimated: boolean | "auto" }) {
  const { report, params, spec, searchParams, setParams } = useReportParams();
  const definition = reportDefinition(report);
  const query = toReportQuery(params, spec);
  const { report: current, error, isLoading, isValidating, reload } = useReport<ReportName>(report, query);
  const hasFilters = hasReportFilters(params, spec);
  const title = definition.title(params);

  return (
    <Page
      title="Reports"
      documentTitle={`${title} · Reports`}
      actions={
        <>
          <ExportCsvButton report={report} query={query} />
          <Button asChild variant="outline">
            <Link to={reportPrintPath(searchParams)} target="_blank" rel="noopener">
              <Printer className="size-4" aria-hidden="true" />
              Print
            </Link>
          </Button>
        </>
      }
    >
      <ReportNav current={report} />
      <Card className="gap-0 py-0">
        <div className="border-b px-4 pt-4 pb-3">
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {definition.filterSummary(params, current)}
            {current && (
              <>
                {" "}
                · as of <span data-slot="date">{formatDate(current.AsOf)}</span>
              </>
            )}
          </p>
        </div>
        {definition.renderFilters({ params, onChange: setParams, answer: current })}
        <ReportSummary className="border-b p-4" figures={current && !error ? definition.summary(current) : undefined} />
        {current && !error && definition.renderFigure && (
          <div className="border-b p-4">
            {definition.renderFigure(current, { isPrint: false, isAnimationActive: isChartAnimated })}
          </div>
        )}
        <ReportTable
          definition={definition}
          label={title}
          answer={current}
          error={error}
          isLoading={isLoading}
          isValidating={isValidating}
          sort={params.sort}
          onSortChange={(sort) => setParams({ sort })}
          onRetry={() => void reload()}
          emptyDescription={
            hasFilters ? "Nothing matches these filters." : `There are no ${definition.noun.many} to report.`
          }
          emptyAction={
            hasFilters ? (
              <Button variant="outline" onClick={() => setParams(clearedFilters(spec))}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
        {current && current.Total > 0 && (
          <Pagination
            className="border-t p-4"
            aria-label={`${definition.label} pages`}
            page={params.page}
            pageSize={REPORT_PAGE_SIZE}
            total={current.Total}
            onPageChange={(page) => setParams({ page })}
          />
        )}
      </Card>
    </Page>
  );
}
