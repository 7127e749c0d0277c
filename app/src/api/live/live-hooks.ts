import { useEffect, useState, useSyncExternalStore } from "react";
import type { ChangeEvent, PresencePerson, PresenceRecord } from "@shopdesk/contract";
import { useLive } from "./live-context";
import { screenOf } from "./live-screen";

// What record screens read of the tab's live state (docs/app.md, "Live updates"): in the
// screens' chunk, not the shell's.

/**
 * Who else has `record` open, while this screen shows it; also tells the others this tab is
 * here. `undefined` (the record still loading) is nowhere.
 */
export function useRecordPresence(record: PresenceRecord | undefined): PresencePerson[] {
  const { hub } = useLive();
  const kind = record?.Kind;
  const key = record?.Key;
  useEffect(() => (kind && key ? hub.enter({ Kind: kind, Key: key }) : undefined), [hub, kind, key]);
  return useSyncExternalStore(hub.subscribe, () => (kind && key ? hub.peopleOn({ Kind: kind, Key: key }) : none));
}

const none: PresencePerson[] = [];

/** While `isDirty`, others on this record see "… is editing". */
export function useEditingReport(isDirty: boolean): void {
  const { hub } = useLive();
  useEffect(() => (isDirty ? hub.startEditing() : undefined), [hub, isDirty]);
}

/** Someone else's change to a record screen: who, when, and the fields named, of every record it touched there. */
export type ScreenChange = {
  name: string;
  at: Date;
  /** The change's records on this screen: the PO itself, "po_line:233/2"… with their fields. */
  records: Pick<ChangeEvent, "Kind" | "Key" | "Action" | "Fields">[];
};

/**
 * The last change someone else made to the record `screen` shows (its lines and slips count
 * for a PO, its operations for a WO), as the change feed tells it; null until there is one.
 */
export function useScreenChange(screen: Pick<PresenceRecord, "Kind" | "Key"> | undefined): ScreenChange | null {
  const { hub, selfSubject } = useLive();
  const kind = screen?.Kind;
  const key = screen?.Key;
  // Kept with the screen it is of, so another record's screen starts with none.
  const [latest, setLatest] = useState<{ of: string; change: ScreenChange } | null>(null);
  const of = `${kind}:${key}`;
  useEffect(() => {
    if (!kind || !key) return;
    return hub.onChanges((events) => {
      const mine = events.filter((event) => {
        const on = screenOf(event);
        return on.Kind === kind && on.Key === key && event.Subject !== selfSubject;
      });
      const last = mine.at(-1);
      if (!last) return;
      // One transaction's events share their author and time: they are one change.
      // One transaction's events share their author and time: they are one change, even when
      // they arrive in two deliveries.
      const together = mine
        .filter((event) => event.Subject === last.Subject && event.At === last.At)
        .map(({ Kind, Key, Action, Fields }) => ({ Kind, Key, Action, Fields }));
      const at = new Date(last.At);
      const name = last.Name ?? last.Subject;
      setLatest((previous) => {
        const before = previous?.of === of ? previous.change : null;
        return {
          of,
          change:
            before && before.name === name && before.at.getTime() === at.getTime()
              ? { ...before, records: [...before.records, ...together] }
              : { name, at, records: together },
        };
      });
    });
  }, [hub, selfSubject, kind, key, of]);
  return latest?.of === of ? latest.change : null;
}

/** The last change someone else made to the record screen this tab shows (see useScreenChange). */
export function useHereChange(): ScreenChange | null {
  const { hub } = useLive();
  const here = useSyncExternalStore(hub.subscribe, hub.here);
  return useScreenChange(here.record ?? undefined);
}
