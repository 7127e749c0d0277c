/**
 * SWR imports `use-sync-external-store/shim`, React 17's stand-in for a hook React 18 and 19
 * have themselves; the shim would keep its own copy in the signed-in shell.
 * `app/vite.config.ts` puts this module in its place.
 */
export { useSyncExternalStore } from "react";
