/**
 * The `unload` package's API for broadcast-channel (okta-auth-js's cross-tab leader election),
 * on `pagehide` instead of the deprecated `unload` event (Chrome warns of it, Lighthouse's
 * best-practices audit fails on it, and it keeps a page out of the back/forward cache).
 * Like `unload`, it runs only when the page really goes: a page kept in the back/forward cache
 * stays the leader. `app/vite.config.ts` puts it in place of the package.
 */
type Listener = () => unknown;

const listeners = new Set<Listener>();
let isListening = false;

function listen() {
  if (isListening || typeof window === "undefined") return;
  isListening = true;
  window.addEventListener("pagehide", (event) => {
    if (!event.persisted) void runAll();
  });
}

export function add(listener: Listener) {
  listen();
  listeners.add(listener);
  return {
    remove: () => listeners.delete(listener),
    run: () => {
      listeners.delete(listener);
      return listener();
    },
  };
}

export function runAll() {
  const running = [...listeners].map((listener) => listener());
  listeners.clear();
  return Promise.all(running);
}

export function removeAll() {
  listeners.clear();
}

export function getSize() {
  return listeners.size;
}
