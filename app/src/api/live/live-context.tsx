import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { createLiveHub, type LiveHub } from "./live-hub";

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

/**
 * The tab's live state for every screen below it, and the stream that keeps it (docs/app.md,
 * "Live updates"). The shell loads this alone; the screens' hooks are in live-hooks.ts.
 */
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
