import { useEffect } from "react";
import { useSWRConfig } from "swr";
import { EventSource } from "eventsource";
import {
  LIVE_HEARTBEAT_SECONDS,
  liveRoutes,
  PRESENCE_RENEW_SECONDS,
  type ChangeEvent,
  type LiveHello,
  type PresenceEvent,
} from "@shopdesk/contract";
import { ALERTS } from "../alerts/keys";
import { API_BASE_PATH } from "../client";
import { useApi } from "../api-context";
import type { LiveHub } from "./live-hub";
import { isCurrentHere, isTouchedBy } from "./touched-keys";

export type LiveConnectionProps = {
  hub: LiveHub;
  getAccessToken: () => string | undefined | Promise<string | undefined>;
};

/** A stream that has sent nothing, not even a heartbeat, for this long is dead: open another. */
const SILENCE_MS = LIVE_HEARTBEAT_SECONDS * 2.5 * 1000;
/** Changes that arrive together are applied together: one revalidation per key. */
const BATCH_MS = 50;
const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * The tab's event stream (docs/app.md, "Live updates"): a fetch-based EventSource, so the access
 * token goes in a header, never in the URL. It resumes with `Last-Event-ID` (the library's own
 * reconnect, and ours after a silence, a refusal or an expired token, when it opens a new one),
 * revalidates the cached answers each change touches, and keeps this tab's presence. Events are
 * read as the contract types them, unchecked, like every answer the app reads: the server writes
 * them from the contract's types and its tests check them against its schemas (zod here would
 * cost this chunk 10 KB).
 */
export function LiveConnection({ hub, getAccessToken }: LiveConnectionProps) {
  const { mutate, cache } = useSWRConfig();
  const api = useApi();

  useEffect(() => {
    let source: EventSource | undefined;
    let lastEventId: string | undefined;
    let streamId: string | undefined;
    let lastHeard = Date.now();
    let attempt = 0;
    let isClosed = false;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let pending: ChangeEvent[] = [];
    let batchTimer: ReturnType<typeof setTimeout> | undefined;

    const flush = () => {
      batchTimer = undefined;
      const events = pending.filter((event) => !isCurrentHere(cache, event));
      pending = [];
      if (events.length > 0) void mutate((key) => events.some((event) => isTouchedBy(key, event)));
    };
    const receive = (event: ChangeEvent) => {
      pending.push(event);
      batchTimer ??= setTimeout(flush, BATCH_MS);
    };

    // Counts every byte as a sign of life: heartbeats are SSE comments, which no listener hears.
    const heardFetch: typeof fetch = async (input, init) => {
      const token = await getAccessToken();
      const headers = new Headers(init?.headers);
      if (token) headers.set("Authorization", `Bearer ${token}`);
      if (lastEventId && !headers.has("Last-Event-ID")) headers.set("Last-Event-ID", lastEventId);
      const response = await fetch(input, { ...init, headers });
      if (!response.body) return response;
      const heard = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          lastHeard = Date.now();
          controller.enqueue(chunk);
        },
      });
      return new Response(response.body.pipeThrough(heard), response);
    };

    const sendPresence = () => {
      const { record, isEditing } = hub.here();
      if (!streamId) return;
      api.call(liveRoutes.presence, { body: { StreamId: streamId, Record: record, Editing: isEditing } }).catch(() => {
        // The stream is gone (this process restarted, a 404): the next stream's hello sends it again.
      });
    };

    const open = () => {
      hub.setStatus(attempt === 0 ? "connecting" : "reconnecting");
      lastHeard = Date.now();
      const next = new EventSource(`${API_BASE_PATH}${liveRoutes.stream.path}`, { fetch: heardFetch });
      source = next;
      next.addEventListener("hello", (message) => {
        const hello = JSON.parse(message.data) as LiveHello;
        streamId = hello.StreamId;
        // Resume from here should this stream drop before its first change: nothing in between is missed.
        // Back after a drop: alerts that opened meanwhile sent no event to this tab.
        if (lastEventId !== undefined) void mutate(isAlertsKey);
        lastEventId ??= hello.Head;
        attempt = 0;
        hub.setStatus("live");
        sendPresence();
      });
      next.addEventListener("change", (message) => {
        lastEventId = message.lastEventId || lastEventId;
        const event = JSON.parse(message.data) as ChangeEvent;
        hub.publishChanges([event]);
        receive(event);
      });
      // This person's alerts changed (opened, resolved, read in another tab): the bell and inbox read again.
      next.addEventListener("alerts", () => void mutate(isAlertsKey));
      next.addEventListener("presence", (message) => hub.publishPresence(JSON.parse(message.data) as PresenceEvent));
      // The log no longer reaches back to where this tab was: every cached answer may be stale.
      next.addEventListener("reset", () => void mutate(() => true));
      next.addEventListener("error", () => {
        hub.clearPresence();
        streamId = undefined;
        if (next.readyState === EventSource.CLOSED) reopen();
        else hub.setStatus("reconnecting");
      });
    };

    const reopen = () => {
      source?.close();
      if (isClosed || reopenTimer) return;
      hub.setStatus("reconnecting");
      reopenTimer = setTimeout(() => {
        reopenTimer = undefined;
        open();
      }, retryDelay(attempt++));
    };

    open();
    let said = "";
    const unsubscribe = hub.subscribe(() => {
      const { record, isEditing } = hub.here();
      const now = `${record?.Kind}:${record?.Key}:${isEditing}`;
      if (now !== said) {
        said = now;
        sendPresence();
      }
    });
    const renew = setInterval(() => {
      if (hub.here().record) sendPresence();
      if (Date.now() - lastHeard > SILENCE_MS) reopen();
    }, PRESENCE_RENEW_SECONDS * 1000);
    const leave = () => {
      if (!streamId) return;
      // The tab is closing: say so while the page can still send (the server also notices the stream close).
      void Promise.resolve(getAccessToken()).then((token) => {
        void fetch(`${API_BASE_PATH}${liveRoutes.presence.path}`, {
          method: "PUT",
          keepalive: true,
          headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ StreamId: streamId, Record: null, Editing: false }),
        });
      });
    };
    window.addEventListener("pagehide", leave);

    return () => {
      isClosed = true;
      window.removeEventListener("pagehide", leave);
      unsubscribe();
      clearInterval(renew);
      clearTimeout(reopenTimer);
      clearTimeout(batchTimer);
      source?.close();
      hub.setStatus("off");
    };
  }, [hub, getAccessToken, api, mutate, cache]);

  return null;
}

const isAlertsKey = (key: unknown) => Array.isArray(key) && key[0] === ALERTS;
