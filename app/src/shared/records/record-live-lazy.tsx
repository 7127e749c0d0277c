import { lazy, Suspense } from "react";
import type { PresenceRecord } from "@shopdesk/contract";

// Who else is here and what just changed show only once the stream has told something, so
// they download after the record (docs/performance.md, "Bundle"): the screen is not kept
// waiting for them, and shows nothing in their place meanwhile.
const Live = lazy(() => import("./record-live").then((module) => ({ default: module.RecordLive })));

/** `RecordLive`, downloaded when a record screen first shows a record. */
export function RecordLive({ record }: { record: PresenceRecord | undefined }) {
  return <Suspense fallback={null}>{record && <Live record={record} />}</Suspense>;
}
