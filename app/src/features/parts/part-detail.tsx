import { useState } from "react";
import { Link } from "react-router-dom";
import { CopyPlus, Printer } from "lucide-react";
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, formatDateTime } from "@shopdesk/design-system";
import type { Part, PartKey } from "../../api/parts/types";
import { usePart } from "../../api/parts/use-part";
import { partHistoryKey } from "../../api/parts/paths";
import { RecordAttachments } from "../../shared/attachments";
import { useRecordVisit } from "../../shell/recent-records";
import { HistoryCard } from "../../shared/history/history-card";
import { ActiveBadge } from "../../shared/lists/active-badge";
import { DetailLayout, RecordStates } from "../../shared/lists/record-detail";
import { onDemandDialog } from "@shopdesk/design-system";
import { PartForm } from "./part-form";
import { customerLink, partLink } from "../../shared/record-links";
import { pricingSheetPrintPath } from "./print-path";
import { partFieldLabels } from "./part-schema";

/** "New revision" downloads its form when first opened (docs/performance.md, "Bundle"). */
const NewRevisionDialog = onDemandDialog(
  () => import("./new-revision-dialog").then((module) => module.NewRevisionDialog),
  (props) => props.isOpen,
);

export type PartDetailProps = PartKey & { onSelect: (part: PartKey) => void };

/** The chosen part revision under the search: its header, edit form, and history. */
export function PartDetail({ PartNumber, Revision, onSelect }: PartDetailProps) {
  const { part, ...query } = usePart(PartNumber, Revision);
  return (
    <RecordStates
      query={{ record: part, ...query }}
      notFound={{
        title: "No such part",
        description: `There is no part ${PartNumber} revision ${Revision}.`,
        backTo: "/part",
        backLabel: "Search parts",
      }}
      errorTitle="Could not load this part"
    >
      {(record) => <PartRevision part={record} onSelect={onSelect} />}
    </RecordStates>
  );
}

function PartRecordCard({ part }: { part: Part }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Record</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
          <dt className="text-muted-foreground">Created</dt>
          <dd data-slot="timestamp">{formatDateTime(part.CreatedAt)}</dd>
          <dt className="text-muted-foreground">Last changed</dt>
          <dd data-slot="timestamp">{formatDateTime(part.UpdatedAt)}</dd>
          <dt className="text-muted-foreground">Version</dt>
          <dd>{part.Version}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

function PartRevision({ part, onSelect }: { part: Part; onSelect: (part: PartKey) => void }) {
  const [isNewRevisionOpen, setIsNewRevisionOpen] = useState(false);
  const segment = encodeURIComponent;
  useRecordVisit({
    path: `/part?partNumber=${segment(part.PartNumber)}&revision=${segment(part.Revision)}`,
    label: `${part.PartNumber} rev ${part.Revision}`,
    detail: part.Description,
  });
  return (
    <section aria-labelledby="part-title" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid grid-cols-1 gap-1">
          <h2 id="part-title" className="flex flex-wrap items-center gap-2 text-xl font-semibold">
            {part.PartNumber} <span className="text-muted-foreground">rev {part.Revision}</span>
            <ActiveBadge isActive={part.Active} />
            {part.IsSuperseded && <Badge variant="warning">Superseded</Badge>}
          </h2>
          <p className="text-sm text-muted-foreground">
            {part.Description} · for{" "}
            <Link className="text-primary underline underline-offset-4" to={customerLink(part.CustomerId)}>
              {part.CustomerName} ({part.CustomerId})
            </Link>
          </p>
          {part.SupersededBy && (
            <p className="text-sm">
              Replaced by{" "}
              <Link className="font-medium text-primary underline underline-offset-4" to={partLink(part.SupersededBy)}>
                rev {part.SupersededBy.Revision}
              </Link>
              .
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onPointerEnter={NewRevisionDialog.preload}
            onFocus={NewRevisionDialog.preload}
            onClick={() => setIsNewRevisionOpen(true)}
          >
            <CopyPlus className="size-4" aria-hidden="true" />
            New revision
          </Button>
          <Button asChild>
            <a href={pricingSheetPrintPath(part)} target="_blank" rel="noopener">
              <Printer className="size-4" aria-hidden="true" />
              Print pricing
            </a>
          </Button>
        </div>
      </div>
      <DetailLayout
        form={<PartForm key={`${part.PartNumber}/${part.Revision}`} part={part} />}
        asideLabel="About this revision"
        aside={
          <>
            <PartRecordCard part={part} />
            <RecordAttachments
              record={{ Type: "part", PartNumber: part.PartNumber, Revision: part.Revision }}
              defaultKind="Drawing"
            />
            <HistoryCard entity="part" entityKey={partHistoryKey(part)} labels={partFieldLabels} />
          </>
        }
      />
      <NewRevisionDialog
        part={part}
        isOpen={isNewRevisionOpen}
        onOpenChange={setIsNewRevisionOpen}
        onCreated={(created) => {
          setIsNewRevisionOpen(false);
          onSelect(created);
        }}
      />
    </section>
  );
}
