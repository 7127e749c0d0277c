import {
  CHANGE_LOG_KEEP_HOURS,
  LIVE_HEARTBEAT_SECONDS,
  LIVE_STREAMS_PER_USER,
  PRESENCE_TTL_SECONDS,
} from "@shopdesk/contract";

/** The live feed's timings (docs/api.md, "Live updates"): the contract's, unless a test shortens them. */
export interface LiveOptions {
  /** An SSE comment this often on every stream, so proxies keep an idle one open. */
  heartbeatMs: number;
  /** A presence not renewed for this long no longer counts, and the sweep clears it. */
  presenceTtlSeconds: number;
  /** How often the sweep looks for presences gone quiet. */
  sweepMs: number;
  /** A row whose stream was never closed (its server process died) goes after this long. */
  orphanHours: number;
  /** How often the feed reads the log unasked, in case a notification went missing. */
  pollMs: number;
  /** How long the log keeps an event, and how often it is purged. */
  keepHours: number;
  purgeMs: number;
  streamsPerUser: number;
  /**
   * "Now" for presence (seen, swept, counted): the database's own clock unless a test sets one,
   * so two server processes never disagree about whose presence has lapsed.
   */
  clock: (() => Date) | undefined;
}

export const defaultLiveOptions: LiveOptions = {
  heartbeatMs: LIVE_HEARTBEAT_SECONDS * 1000,
  presenceTtlSeconds: PRESENCE_TTL_SECONDS,
  sweepMs: 5_000,
  // Longer than any access token lives, and a stream closes when its token expires.
  orphanHours: 24,
  pollMs: 30_000,
  keepHours: CHANGE_LOG_KEEP_HOURS,
  purgeMs: 3_600_000,
  streamsPerUser: LIVE_STREAMS_PER_USER,
  clock: undefined,
};
