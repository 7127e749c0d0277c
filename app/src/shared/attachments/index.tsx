import { lazy, Suspense } from "react";
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from "@shopdesk/design-system";
import type { RecordAttachmentsProps } from "./record-attachments";

// The card (drop zone, upload rows, edit dialog) loads after the screen it sits on: a record's
// form comes first, and the screens' budgets stay theirs (docs/performance.md, "Bundle budgets").
const RecordAttachmentsCard = lazy(() => import("./record-attachments"));

/** The record's Attachments card; until its code has come, a card of the same title and a skeleton. */
export function RecordAttachments(props: RecordAttachmentsProps) {
  return (
    <Suspense fallback={<AttachmentsCardLoading />}>
      <RecordAttachmentsCard {...props} />
    </Suspense>
  );
}

function AttachmentsCardLoading() {
  return (
    <Card aria-busy="true">
      <CardHeader>
        <CardTitle>Attachments</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </CardContent>
    </Card>
  );
}
