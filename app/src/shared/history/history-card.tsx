import { useState } from "react";
import { History } from "lucide-react";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  defaultFormatValue,
  EmptyState,
  formatDateTime,
  Skeleton,
} from "@shopdesk/design-system";
import type { HistoryEntity, HistoryEntry } from "../../api/history/types";
import { useHistory } from "../../api/history/use-history";
import { LoadError } from "../lists/list-parts";

const actionLabels: Record<string, string> = {
  create: "Created",
  update: "Changed",
  status: "Status changed",
  delete: "Deleted",
};
const SHOWN_AT_FIRST = 8;
/** Fields every record's history can hold: its files (the server's attachment rows). */
const attachmentLabels: Record<string, string> = { Attachment: "File", CurrentDrawing: "Current drawing" };

export type HistoryCardProps = {
  entity: HistoryEntity;
  entityKey: string;
  /** Field labels as the form shows them; unknown fields show their API name. */
  labels?: Record<string, string>;
  /**
   * Name the record each change is about ("PO", "Line 2", "Packing slip 1"): for histories
   * that gather a record's parts, such as a PO's.
   */
  shouldShowLabels?: boolean;
};

/** Who changed the record, when, and which fields from what to what; newest first. */
export function HistoryCard({ entity, entityKey, labels = {}, shouldShowLabels = false }: HistoryCardProps) {
  const { entries, error, isLoading } = useHistory(entity, entityKey);
  const [isShowingAll, setIsShowingAll] = useState(false);

  function content() {
    if (isLoading)
      return (
        <div className="grid grid-cols-1 gap-3" aria-busy="true">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      );
    if (error) return <LoadError title="Could not load the history" error={error} />;
    if (!entries || entries.length === 0)
      return <EmptyState className="border-0 py-4" icon={<History />} title="No changes recorded" />;
    const shown = isShowingAll ? entries : entries.slice(0, SHOWN_AT_FIRST);
    return (
      <>
        <ol className="grid grid-cols-1 gap-4">
          {shown.map((entry, index) => (
            <HistoryItem
              key={`${entry.At}-${index}`}
              entry={entry}
              labels={labels}
              shouldShowLabel={shouldShowLabels}
            />
          ))}
        </ol>
        {entries.length > SHOWN_AT_FIRST && (
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setIsShowingAll(!isShowingAll)}>
            {isShowingAll ? "Show fewer" : `Show all ${entries.length} changes`}
          </Button>
        )}
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
      </CardHeader>
      <CardContent>{content()}</CardContent>
    </Card>
  );
}

type HistoryItemProps = { entry: HistoryEntry; labels: Record<string, string>; shouldShowLabel: boolean };

function HistoryItem({ entry, labels, shouldShowLabel }: HistoryItemProps) {
  const changes = Object.entries(entry.Changes ?? {});
  return (
    <li className="border-l-2 border-border pl-3" data-slot="history-entry">
      <p className="font-medium">
        {shouldShowLabel && entry.Label && (
          <Badge variant="outline" className="mr-1.5 align-text-bottom" data-slot="history-label">
            {entry.Label}
          </Badge>
        )}
        {entry.Source ? "Imported" : (actionLabels[entry.Action] ?? entry.Action)} by {entry.Name || entry.Subject}
        {entry.Source && ` from ${entry.Source}`}
      </p>
      <p className="text-xs text-muted-foreground" data-slot="history-time">
        <time dateTime={entry.At}>{formatDateTime(entry.At)}</time>
      </p>
      {entry.Action !== "create" && changes.length > 0 && (
        <dl className="mt-1.5 grid gap-1 text-xs">
          {changes.map(([field, { From, To }]) => (
            <div key={field} className="grid grid-cols-1 gap-x-2 sm:grid-cols-[8rem_1fr]">
              <dt className="text-muted-foreground">{labels[field] ?? attachmentLabels[field] ?? field}</dt>
              <dd className="break-words">
                <span className="text-muted-foreground line-through">{defaultFormatValue(From)}</span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> changed to </span>
                <span>{defaultFormatValue(To)}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
