import { useEffect, useState } from "react";
import type { PresenceRecord } from "@shopdesk/contract";
import { ChangeNotice, formatList, PresenceList } from "@shopdesk/design-system";
import { useRecordPresence, useScreenChange, type ScreenChange } from "../../api/live/live-hooks";

/** How long "… changed … just now" stays under the heading. */
export const CHANGE_NOTICE_MS = 60_000;

/**
 * Under a record's heading (docs/app.md, "Live updates"): who else has it open, and the last
 * change someone else made while it was on screen, just after it updated in place.
 */
export function RecordLive({ record }: { record: PresenceRecord }) {
  const people = useRecordPresence(record);
  const change = useScreenChange(record);
  const [expired, setExpired] = useState<ScreenChange | null>(null);
  useEffect(() => {
    if (!change) return;
    const hide = setTimeout(() => setExpired(change), CHANGE_NOTICE_MS);
    return () => clearTimeout(hide);
  }, [change]);
  const shown = change === expired ? null : change;
  return (
    <div
      data-slot="record-live"
      data-state={people.length > 0 || shown ? "shown" : "empty"}
      // Empty, it is out of the flow (its status regions wait, announced when filled) and adds no
      // gap to the heading's grid; shown, it takes its line.
      className="flex flex-wrap items-center gap-x-6 gap-y-1 data-[state=empty]:absolute data-[state=shown]:mt-2"
    >
      <PresenceList people={people.map((person) => ({ name: person.Name, isEditing: person.Editing }))} />
      <ChangeNotice>{shown && describeChange(shown, record.Kind)}</ChangeNotice>
    </div>
  );
}

/** "Due date" from "DueDate", "PO number" from "PONumber". */
export function fieldWords(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(" ");
  return words.map((word, index) => (index === 0 || word === word.toUpperCase() ? word : word.toLowerCase())).join(" ");
}

const partNames: Partial<Record<string, string>> = {
  po_line: "line",
  packing_slip: "packing slip",
  wo_operation: "operation",
};

/** "Marcus Lee added packing slip 2 and changed line 1's Shipped quantity just now." */
export function describeChange(change: ScreenChange, screenKind: string): string {
  const parts = change.records.map(({ Kind, Key, Action, Fields }) => {
    const fields = formatList(Fields.map(fieldWords));
    const part = Kind === screenKind ? null : `${partNames[Kind] ?? "record"} ${Key.slice(Key.lastIndexOf("/") + 1)}`;
    if (Action === "create") return part ? `added ${part}` : "created this record";
    if (Action === "delete") return part ? `removed ${part}` : "removed this record";
    if (!fields) return part ? `changed ${part}` : "changed this record";
    return part ? `changed ${part}’s ${fields}` : `changed ${fields}`;
  });
  return `${change.name} ${formatList([...new Set(parts)])} just now`;
}
