import type { ExportKind } from "../../api/imports/types";
import { useCreateExportLink } from "../../api/imports/use-create-export-link";
import { DownloadButton } from "../../shared/downloads/download-button";

/** "Export" on a list screen: every record of the list as CSV, in the columns an import reads back. */
export function ExportListButton({ kind }: { kind: ExportKind }) {
  const { trigger, isMutating } = useCreateExportLink();
  return (
    <DownloadButton
      createLink={() => trigger(kind)}
      isPending={isMutating}
      doneTitle={(fileName) => `Exported ${fileName}`}
      failedTitle="Export failed"
    >
      Export
    </DownloadButton>
  );
}
