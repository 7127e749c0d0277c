import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { createPath, type HistoryRouterProps, type Location, type To } from "react-router-dom";

// react-router's `useBlocker` works only in a data router, which costs the shell 16 KB gzip more
// than the declarative one (docs/performance.md, "Bundle budgets"). The app needs one thing of
// it: asking before leaving a form with unsaved edits. This is that, on the history object a
// declarative `unstable_HistoryRouter` reads.

/** The history an `unstable_HistoryRouter` reads (react-router's browser or memory history). */
type History = HistoryRouterProps["history"];

/** Whether moving from `current` to `next` must wait for the user's answer. */
export type ShouldBlock = (current: Location, next: Location) => boolean;

/** A navigation held back: where it was going, and how to let it go on. */
type Held = { next: Location; proceed: () => void };

export type GuardedHistory = History & {
  /** Sets the one blocker (a form with unsaved edits); returns its removal. */
  block(shouldBlock: ShouldBlock): () => void;
  /** The navigation waiting for an answer, if any. */
  held(): Held | null;
  /** Lets the held navigation happen. */
  proceed(): void;
  /** Drops the held navigation: the user stays. */
  reset(): void;
  subscribe(onChange: () => void): () => void;
};

const locationOf = (to: To, state: unknown): Location => {
  const url = new URL(typeof to === "string" ? to : createPath(to), window.location.origin);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: "held" };
};

/**
 * Wraps a history so a blocker can hold back links, `navigate()` and the back and forward
 * buttons. A back or forward step has already moved the URL when the history hears of it, so
 * it is stepped back at once and replayed on `proceed()`, as react-router's data router does.
 */
export function guardHistory(history: History): GuardedHistory {
  let shouldBlock: ShouldBlock | null = null;
  let held: Held | null = null;
  let isUndoingPop = false;
  const subscribers = new Set<() => void>();
  const hold = (next: Held | null) => {
    held = next;
    for (const notify of subscribers) notify();
  };
  const isBlocked = (next: Location) => shouldBlock !== null && shouldBlock(history.location, next);
  // While the user is asked, nothing else may pile up: a second click waits for the same answer.
  const guarded = (go: () => void, next: Location) => {
    if (held) return;
    if (isBlocked(next)) hold({ next, proceed: go });
    else go();
  };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state) => guarded(() => history.push(to, state), locationOf(to, state)),
    replace: (to, state) => guarded(() => history.replace(to, state), locationOf(to, state)),
    listen(listener) {
      let current = history.location;
      return history.listen((update) => {
        if (update.action === "POP") {
          if (isUndoingPop) {
            isUndoingPop = false;
            return;
          }
          const { delta } = update;
          if (delta && !held && shouldBlock?.(current, update.location)) {
            isUndoingPop = true;
            history.go(-delta);
            hold({ next: update.location, proceed: () => history.go(delta) });
            return;
          }
        }
        current = update.location;
        listener(update);
      });
    },
    block(next) {
      shouldBlock = next;
      return () => {
        if (shouldBlock === next) shouldBlock = null;
      };
    },
    held: () => held,
    proceed() {
      const go = held?.proceed;
      hold(null);
      go?.();
    },
    reset: () => hold(null),
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
  };
}

const GuardedHistoryContext = createContext<GuardedHistory | null>(null);

/** Offers the router's guarded history to `useNavigationBlocker`. */
export function NavigationGuardProvider({ history, children }: { history: GuardedHistory; children: ReactNode }) {
  return <GuardedHistoryContext.Provider value={history}>{children}</GuardedHistoryContext.Provider>;
}

const noHistory = { held: () => null, proceed() {}, reset() {}, subscribe: () => () => {} };

/**
 * Holds back navigations `shouldBlock` says to (keep it stable: a `useCallback`). Without a
 * guarded history above (a unit test's MemoryRouter) nothing is ever held.
 */
export function useNavigationBlocker(shouldBlock: ShouldBlock) {
  const history = useContext(GuardedHistoryContext);
  useEffect(() => history?.block(shouldBlock), [history, shouldBlock]);
  const source = history ?? noHistory;
  const held = useSyncExternalStore(source.subscribe, source.held);
  return { isBlocked: held !== null, proceed: source.proceed, reset: source.reset };
}
