import { useState } from "react";
import { FileDown } from "lucide-react";
import { Button, toast } from "@shopdesk/design-system";
import { useApi } from "../../api/api-context";
import { downloadReportCsv } from "../../api/reports/download-report-csv";
import type { ReportName, ReportQuery } from "../../api/reports/types";
import { saveFile } from "./save-file";

export type ExportCsvButtonProps = {
  report: ReportName;
  /** The screen's query: the export has the same filters and sort, and every row. */
  query: ReportQuery;
  /** Saves the file; the browser's download by default. */
  onSave?: (blob: Blob, filename: string) => void;
};

/** "Export CSV": every filtered row, downloaded with the user's token, named as the server says. */
export function ExportCsvButton({ report, query, onSave = saveFile }: ExportCsvButtonProps) {
  const api = useApi();
  const [isExporting, setIsExporting] = useState(false);

  async function handleExport() {
    setIsExporting(true);
    try {
      const file = await downloadReportCsv(api, report, query);
      onSave(file.blob, file.filename);
      toast({ title: `Exported ${file.filename}`, variant: "success" });
    } catch (error) {
      toast({ title: "Export failed", description: error instanceof Error ? error.message : String(error), variant: "error" });
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Button variant="outline" isLoading={isExporting} onClick={() => void handleExport()}>
      <FileDown className="size-4" aria-hidden="true" />
      Export CSV
    </Button>
  );
}
