import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import type { ChangeEvent, PresencePerson, PresenceRecord } from "@shopdesk/contract";
import { createLiveHub, screenOf, type LiveHub } from "./live-hub";

// The connection (the event stream, the cache it revalidates, presence renewals) downloads after
// the first paint, as the header's controls do: a screen is useful before it is live.
let painted = () => {};
const afterFirstPaint = new Promise<void>((resolve) => (painted = resolve));
const LiveConnection = lazy(() =>
  afterFirstPaint.then(() => import("./live-connection")).then((module) => ({ default: module.LiveConnection })),
);

type LiveContextValue = { hub: LiveHub; selfSubject: string | null };
const LiveContext = createContext<LiveContextValue | null>(null);

export type LiveProviderProps = {
  /** The signed-in person's subject: their own changes are not announced to them. */
  selfSubject: string | null;
  /** Opens the stream with this token getter; left out (stories, tests), the hub is filled by hand. */
  getAccessToken?: () => string | undefined | Promise<string | undefined>;
  /** A hub made beforehand (stories); by default a new one. */
  hub?: LiveHub;
  children: ReactNode;
};

/** The tab's live state for every screen below it, and the stream that keeps it (docs/app.md, "Live updates"). */
export function LiveProvider({ selfSubject, getAccessToken, hub: given, children }: LiveProviderProps) {
  const [hub] = useState(() => given ?? createLiveHub());
  const value = useMemo(() => ({ hub, selfSubject }), [hub, selfSubject]);
  // After the first paint: the stream waits for the screen, never the other way round.
  useEffect(() => painted(), []);
  return (
    <LiveContext.Provider value={value}>
      {children}
      {getAccessToken && (
        <Suspense fallback={null}>
          <LiveConnection hub={hub} getAccessToken={getAccessToken} />
        </Suspense>
      )}
    </LiveContext.Provider>
  );
}

const detachedHub = createLiveHub();
const detached: LiveContextValue = { hub: detachedHub, selfSubject: null };

/** The live state; outside a LiveProvider (a component test), a hub nothing fills. */
export const useLive = () => useContext(LiveContext) ?? detached;

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
