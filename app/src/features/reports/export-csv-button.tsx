import type { ReportName, ReportQuery } from "../../api/reports/types";
import { useCreateReportCsvLink } from "../../api/reports/use-create-report-csv-link";
import { DownloadButton } from "../../shared/downloads/download-button";

export type ExportCsvButtonProps = {
  report: ReportName;
  /** The screen's query: the export has the same filters and sort, and every row. */
  query: ReportQuery;
  /** Hands the link to the browser's own download; a `download` link's click by default. */
  onDownload?: (url: string, filename: string) => void;
};

/** "Export CSV": every filtered row of the report, downloaded by the browser itself. */
export function ExportCsvButton({ report, query, onDownload }: ExportCsvButtonProps) {
  const { trigger, isMutating } = useCreateReportCsvLink();
  return (
    <DownloadButton
      createLink={() => trigger({ report, query })}
      isPending={isMutating}
      doneTitle={(fileName) => `Exported ${fileName}`}
      failedTitle="Export failed"
      onDownload={onDownload}
    >
      Export CSV
    </DownloadButton>
  );
}
