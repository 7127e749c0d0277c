import type { Cache, SWRConfiguration } from "swr";
import { ApiError } from "./client";

/** The spec's query cache: fresh 300 s, kept 600 s after last use, 3 retries, no refetch on focus. */
export const FRESH_FOR_MS = 300_000;
export const KEEP_FOR_MS = 600_000;
export const MAX_RETRIES = 3;

/** Delay before retry `attempt` (0-based): min(1000·2^attempt, 30 000) ms. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Client errors will not change on a retry; time-outs, 429 and server errors may. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

type Entry = Parameters<Cache["set"]>[1];

/**
 * SWR's cache never forgets on its own; this one drops an entry once nobody has read or
 * written it for `keepForMs`, like a garbage-collected query cache.
 */
export function createExpiringCache(keepForMs = KEEP_FOR_MS, now: () => number = Date.now): Cache {
  const entries = new Map<string, { value: Entry; lastUsed: number }>();
  const sweep = () => {
    const cutoff = now() - keepForMs;
    for (const [key, entry] of entries) if (entry.lastUsed < cutoff) entries.delete(key);
  };
  return {
    keys: () => {
      sweep();
      return entries.keys();
    },
    get: (key) => {
      sweep();
      const entry = entries.get(key);
      if (entry) entry.lastUsed = now();
      return entry?.value;
    },
    set: (key, value) => {
      entries.set(key, { value, lastUsed: now() });
    },
    delete: (key) => {
      entries.delete(key);
    },
  };
}

export function createSwrConfig(): SWRConfiguration {
  return {
    provider: () => createExpiringCache(),
    // Requests for a key within this window reuse the cached answer: "fresh for 300 s".
    dedupingInterval: FRESH_FOR_MS,
    focusThrottleInterval: FRESH_FOR_MS,
    revalidateOnFocus: false,
    shouldRetryOnError: true,
    errorRetryCount: MAX_RETRIES,
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      if (retryCount > MAX_RETRIES || !isRetryable(error)) return;
      setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount - 1));
    },
  };
}
