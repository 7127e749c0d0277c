import { useEffect, useRef } from "react";
import type { ImportKind } from "../../api/imports/types";
import { Page } from "../../shell/page";
import { FileCard } from "./file-card";
import { ImportSummary } from "./import-summary";
import { KindCard } from "./kind-card";
import { MappingCard } from "./mapping-card";
import { PreviewCard } from "./preview-card";
import { useImportFlow } from "./use-import-flow";

export type ImportScreenProps = {
  /** The kind the address names (`?kind=`). */
  kind: ImportKind;
  /** Writes the kind the user chose into the address. */
  onKindChange: (kind: ImportKind) => void;
  /** The signed-in user's subject: whose remembered column mappings apply; `null` keeps none. */
  userId: string | null;
};

/**
 * `/import`: the kind, the file, its columns, the preview and the import, one step under the
 * other on one screen; a live region says what each check and the import found.
 */
export function ImportScreen({ kind, onKindChange, userId }: ImportScreenProps) {
  const flow = useImportFlow(kind, userId);
  const fileHeadingRef = useRef<HTMLHeadingElement>(null);
  const summaryHeadingRef = useRef<HTMLHeadingElement>(null);
  const isRunning = flow.run.status === "running";
  const isDone = flow.run.status === "done";

  // The Import button the summary replaces had the focus: the summary takes it.
  useEffect(() => {
    if (isDone) summaryHeadingRef.current?.focus();
  }, [isDone]);

  function handleStartOver() {
    // Before the summary (and its button) goes: the focus goes back to the file.
    fileHeadingRef.current?.focus();
    flow.startOver();
  }

  return (
    <Page
      title="Import"
      description="Bring customers, suppliers, parts with their price breaks, or open purchase orders in from a CSV file."
    >
      <div className="grid max-w-4xl gap-6">
        <KindCard
          kind={flow.kind}
          isDisabled={isRunning}
          onKindChange={(next) => {
            flow.changeKind(next);
            onKindChange(next);
          }}
        />
        <FileCard
          kind={flow.kind}
          file={flow.file}
          sending={flow.sending}
          error={flow.previewError}
          isDisabled={isRunning}
          onFile={flow.chooseFile}
          headingRef={fileHeadingRef}
        />
        {flow.preview && flow.run.status !== "done" && (
          <>
            <MappingCard
              kind={flow.kind}
              file={flow.preview.File}
              mapping={flow.mapping}
              isDisabled={isRunning}
              onChange={flow.changeMapping}
            />
            <PreviewCard
              preview={flow.preview}
              isPreviewing={flow.isPreviewing}
              run={flow.run}
              conflict={flow.conflict}
              onImport={() => void flow.startImport()}
              onFile={flow.chooseFile}
            />
          </>
        )}
        {flow.run.status === "done" && (
          <ImportSummary
            kind={flow.kind}
            fileName={flow.file?.name ?? ""}
            result={flow.run.result}
            onStartOver={handleStartOver}
            headingRef={summaryHeadingRef}
          />
        )}
      </div>
      <p role="status" data-slot="import-announcement" className="sr-only">
        {flow.announcement}
      </p>
    </Page>
  );
}
