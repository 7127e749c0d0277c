import type { ChangeEvent, PresenceEvent, PresencePerson, PresenceRecord } from "@shopdesk/contract";

/** Where this tab stands: the record screen it shows (or none) and whether it holds unsaved edits there. */
export type Here = { record: PresenceRecord | null; isEditing: boolean };

export type LiveStatus = "off" | "connecting" | "live" | "reconnecting";

/**
 * The tab's live state, apart from the connection that fills it (docs/app.md, "Live updates"):
 * changes as they arrive, who else is on which record, where this tab is. Plain subscriptions,
 * so screens read it with useSyncExternalStore and stories fill it by hand.
 */
export type LiveHub = ReturnType<typeof createLiveHub>;

const recordId = (record: Pick<PresenceRecord, "Kind" | "Key">) => `${record.Kind}:${record.Key}`;

export function createLiveHub() {
  const changeListeners = new Set<(events: ChangeEvent[]) => void>();
  const listeners = new Set<() => void>();
  const people = new Map<string, PresencePerson[]>();
  let here: Here = { record: null, isEditing: false };
  let editors = 0;
  let status: LiveStatus = "off";
  const notify = () => listeners.forEach((listener) => listener());
  const setHere = (next: Here) => {
    if (next.record === here.record && next.isEditing === here.isEditing) return;
    here = next;
    notify();
  };

  return {
    /** Hears every change the stream delivers, in the order committed. */
    onChanges(listener: (events: ChangeEvent[]) => void) {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
    publishChanges(events: ChangeEvent[]) {
      if (events.length > 0) changeListeners.forEach((listener) => listener(events));
    },
    /** Hears presence, where-I-am and status changes. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    peopleOn(record: Pick<PresenceRecord, "Kind" | "Key">): PresencePerson[] {
      return people.get(recordId(record)) ?? noOne;
    },
    publishPresence(event: PresenceEvent) {
      people.set(recordId(event), event.People);
      notify();
    },
    /** Forgets everyone (the stream dropped: their presence is unknown until it is back). */
    clearPresence() {
      people.clear();
      notify();
    },
    here: () => here,
    /** The record screen on show; returns its leaving. */
    enter(record: PresenceRecord) {
      setHere({ record, isEditing: editors > 0 });
      return () => {
        if (here.record === record) setHere({ record: null, isEditing: editors > 0 });
      };
    },
    /** A form with unsaved edits on this screen; returns its end (saved, discarded, closed). */
    startEditing() {
      editors += 1;
      setHere({ ...here, isEditing: true });
      let isDone = false;
      return () => {
        if (isDone) return;
        isDone = true;
        editors -= 1;
        setHere({ ...here, isEditing: editors > 0 });
      };
    },
    status: () => status,
    setStatus(next: LiveStatus) {
      if (next === status) return;
      status = next;
      notify();
    },
  };
}

const noOne: PresencePerson[] = [];
