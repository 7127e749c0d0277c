import { FileDown } from "lucide-react";
import { Button, toast } from "@shopdesk/design-system";
import type { ReportName, ReportQuery } from "../../api/reports/types";
import { useCreateReportCsvLink } from "../../api/reports/use-create-report-csv-link";
import { startDownload } from "../../shared/downloads/start-download";

export type ExportCsvButtonProps = {
  report: ReportName;
  /** The screen's query: the export has the same filters and sort, and every row. */
  query: ReportQuery;
  /** Hands the link to the browser's own download; a `download` link's click by default. */
  onDownload?: (url: string, filename: string) => void;
};

/**
 * "Export CSV": every filtered row. Asks for a single-use link with the user's token, then lets
 * the browser download it (its own progress and cancel; the file streams to disk, named as the
 * server says).
 */
export function ExportCsvButton({ report, query, onDownload = startDownload }: ExportCsvButtonProps) {
  const { trigger, isMutating } = useCreateReportCsvLink();

  async function handleExport() {
    try {
      const link = await trigger({ report, query });
      onDownload(link.Url, link.FileName);
      toast({ title: `Exported ${link.FileName}`, variant: "success" });
    } catch (error) {
      toast({ title: "Export failed", description: error instanceof Error ? error.message : String(error), variant: "error" });
    }
  }

  return (
    <Button variant="outline" isLoading={isMutating} onClick={() => void handleExport()}>
      <FileDown className="size-4" aria-hidden="true" />
      Export CSV
    </Button>
  );
}
