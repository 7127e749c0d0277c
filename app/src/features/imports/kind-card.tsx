import { useId } from "react";
import { Card, CardContent, CardHeader, CardTitle, RadioGroup, RadioGroupItem } from "@shopdesk/design-system";
import { importKindLabels, importKinds, type ImportKind } from "../../api/imports/types";
import { useCreateImportTemplateLink } from "../../api/imports/use-create-import-template-link";
import { DownloadButton } from "../../shared/downloads/download-button";
import { importKindDescriptions } from "./import-kinds";

export type KindCardProps = {
  kind: ImportKind;
  /** While an import runs the kind stays as it is. */
  isDisabled: boolean;
  onKindChange: (kind: ImportKind) => void;
};

/** Step 1: what the file holds, and its template to start from. */
export function KindCard({ kind, isDisabled, onKindChange }: KindCardProps) {
  const headingId = useId();
  const hintId = useId();
  const { trigger, isMutating } = useCreateImportTemplateLink();
  return (
    <Card>
      <CardHeader>
        <CardTitle id={headingId}>What to import</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <RadioGroup
          aria-labelledby={headingId}
          name="import-kind"
          value={kind}
          onValueChange={(value) => onKindChange(value as ImportKind)}
          disabled={isDisabled}
          className="sm:grid-cols-2"
        >
          {importKinds.map((each) => (
            <RadioGroupItem
              key={each}
              value={each}
              label={importKindLabels[each]}
              description={importKindDescriptions[each]}
            />
          ))}
        </RadioGroup>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <DownloadButton
            createLink={() => trigger(kind)}
            isPending={isMutating}
            doneTitle={(fileName) => `Downloading ${fileName}`}
            failedTitle="Could not download the template"
            aria-describedby={hintId}
          >
            Download template
          </DownloadButton>
          <p id={hintId} className="text-sm text-muted-foreground">
            {importKindLabels[kind]}: the header row and two example rows.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
