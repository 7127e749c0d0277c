import { useState } from "react";
import { Link } from "react-router-dom";
import { CopyPlus } from "lucide-react";
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, formatDateTime } from "@shopdesk/design-system";
import type { Part, PartKey } from "../../api/parts/types";
import { usePart } from "../../api/parts/use-part";
import { partHistoryKey } from "../../api/parts/paths";
import { RecordAttachments } from "../../shared/attachments";
import { HistoryCard } from "../../shared/history/history-card";
import { ActiveBadge } from "../../shared/lists/active-badge";
import { RecordLayout } from "../../shared/records/record-screen";
import { RecordSection } from "../../shared/records/record-section";
import { RecordPrintLink } from "../../shared/records/record-print-link";
import { onDemandDialog } from "@shopdesk/design-system";
import { PartForm } from "./part-form";
import { customerLink, partLink } from "../../shared/record-links";
import { pricingSheetPrintPath } from "./print-path";
import { partFieldLabels } from "./part-schema";
import { recentPart } from "../../shell/recent-labels";

/** "New revision" downloads its form when first opened (docs/performance.md, "Bundle"). */
const NewRevisionDialog = onDemandDialog(
  () => import("./new-revision-dialog").then((module) => module.NewRevisionDialog),
  (props) => props.isOpen,
);

export type PartDetailProps = PartKey & { onSelect: (part: PartKey) => void };

/** The chosen part revision under the search: its header, edit form, pricing, files and history. */
export function PartDetail({ PartNumber, Revision, onSelect }: PartDetailProps) {
  const { part, ...query } = usePart(PartNumber, Revision);
  const [isNewRevisionOpen, setIsNewRevisionOpen] = useState(false);
  return (
    <RecordSection
      query={{ record: part, ...query }}
      notFound={{
        title: "No such part",
        description: `There is no part ${PartNumber} revision ${Revision}.`,
        backTo: "/part",
        backLabel: "Search parts",
      }}
      errorTitle="Could not load this part"
      visit={recentPart}
      heading={(record) => (
        <>
          {record.PartNumber} <span className="text-muted-foreground">rev {record.Revision}</span>
          <ActiveBadge isActive={record.Active} />
          {record.IsSuperseded && <Badge variant="warning">Superseded</Badge>}
        </>
      )}
      description={(record) => (
        <>
          <p className="text-sm text-muted-foreground">
            {record.Description} · for{" "}
            <Link className="text-primary underline underline-offset-4" to={customerLink(record.CustomerId)}>
              {record.CustomerName} ({record.CustomerId})
            </Link>
          </p>
          {record.SupersededBy && (
            <p className="text-sm">
              Replaced by{" "}
              <Link
                className="font-medium text-primary underline underline-offset-4"
                to={partLink(record.SupersededBy)}
              >
                rev {record.SupersededBy.Revision}
              </Link>
              .
            </p>
          )}
        </>
      )}
      actions={() => (
        <Button
          variant="outline"
          onPointerEnter={NewRevisionDialog.preload}
          onFocus={NewRevisionDialog.preload}
          onClick={() => setIsNewRevisionOpen(true)}
        >
          <CopyPlus className="size-4" aria-hidden="true" />
          New revision
        </Button>
      )}
      print={(record) => <RecordPrintLink href={pricingSheetPrintPath(record)} label="Print pricing" isPrimary />}
    >
      {(record) => (
        <>
          <RecordLayout
            main={<PartForm key={`${record.PartNumber}/${record.Revision}`} part={record} />}
            asideLabel="About this revision"
            aside={
              <>
                <PartRecordCard part={record} />
                <RecordAttachments
                  record={{ Type: "part", PartNumber: record.PartNumber, Revision: record.Revision }}
                  defaultKind="Drawing"
                />
                <HistoryCard entity="part" entityKey={partHistoryKey(record)} labels={partFieldLabels} />
              </>
            }
          />
          <NewRevisionDialog
            part={record}
            isOpen={isNewRevisionOpen}
            onOpenChange={setIsNewRevisionOpen}
            onCreated={(created) => {
              setIsNewRevisionOpen(false);
              onSelect(created);
            }}
          />
        </>
      )}
    </RecordSection>
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
