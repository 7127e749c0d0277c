import { z } from "zod/mini";
import type { ContentAnswer } from "./route.js";
import { plainText, timestampText } from "./fields.js";
import { historyActions, historyEntities, historyRecords } from "./statuses.js";

/**
 * The live stream (docs/api.md, "Live updates"): `GET /api/live` answers Server-Sent Events.
 * Each committed write is one `change` event per record it changed, with the record's kind
 * and key (as the history names them), its new Version, who and when, and the names of the
 * fields that changed, never their values: a browser re-reads the record through the API.
 */
export const liveEventTypes = ["hello", "change", "presence", "alerts", "reset", "expired"] as const;
export type LiveEventType = (typeof liveEventTypes)[number];

/** How many seconds apart the server sends a heartbeat (an SSE comment) on an idle stream. */
export const LIVE_HEARTBEAT_SECONDS = 15;
/** How many seconds apart a browser on a record screen renews its presence. */
export const PRESENCE_RENEW_SECONDS = 10;
/** A presence not renewed for this many seconds is gone (tab closed, network lost). */
export const PRESENCE_TTL_SECONDS = 25;
/** How many streams one person may hold open on one server process (tabs, devices). */
export const LIVE_STREAMS_PER_USER = 12;
/** How long the change log keeps an event for a reconnecting browser to replay. */
export const CHANGE_LOG_KEEP_HOURS = 72;

/** The first event of every stream: its id (for presence), and the log's head as it opened. */
export const liveHelloSchema = /* @__PURE__ */ z.object({
  StreamId: z.string(),
  /** The newest event's id when the stream opened ("0" for an empty log). */
  Head: z.string(),
  /** When the stream closes with `expired`: the access token's expiry. */
  ExpiresAt: timestampText,
});
export type LiveHello = z.output<typeof liveHelloSchema>;

/** `change`: one record changed by one committed transaction; its SSE `id` is `Seq`. */
export const changeEventSchema = /* @__PURE__ */ z.object({
  /** The event's place in the change log (decimal digits): the SSE id to resume after. */
  Seq: z.string(),
  Kind: z.enum(historyEntities),
  /** As the API names the record: a customer id, a supplier's name, PartNumber/Revision, a POKey, POKey/LineNumber, POKey/PSlipNumber, a WO number, WONumber/Sequence. */
  Key: z.string(),
  /** The record's Version after the transaction; null when the record is gone (a line removed). */
  Version: z.nullable(z.int()),
  Action: z.enum(historyActions),
  /** The names of the fields that changed (the API's names), empty for a create. */
  Fields: z.array(z.string()),
  Subject: z.string(),
  Name: z.nullable(z.string()),
  At: timestampText,
});
export type ChangeEvent = z.output<typeof changeEventSchema>;

/**
 * `alerts`: this person's alerts changed (one opened or resolved for everyone, or they read or
 * snoozed one in another tab): read the count and the inbox again (docs/api.md, "Alerts").
 */
export const liveAlertsSchema = /* @__PURE__ */ z.object({});

/** `reset`: the log no longer holds the events after the `Last-Event-ID` sent; re-read everything. */
export const liveResetSchema = /* @__PURE__ */ z.object({ Reason: z.string() });

/** `expired`: the access token ran out, and the stream closes after this event; sign in again, then reopen. */
export const liveExpiredSchema = /* @__PURE__ */ z.object({ Reason: z.string() });

/** The record screens a person can be present on, named as the history names them. */
export const presenceRecordSchema = /* @__PURE__ */ z.object({
  Kind: z.enum(historyRecords, { error: "Use customer, supplier, part, purchase_order or work_order." }),
  Key: plainText("Name the record by its key.").check(
    z.minLength(1, { error: "Name the record by its key." }),
    z.maxLength(200, { error: "A record's key is at most 200 characters." }),
  ),
});
export type PresenceRecord = z.output<typeof presenceRecordSchema>;

/** `PUT /api/live/presence`: what this stream's screen shows now, renewed every PRESENCE_RENEW_SECONDS. */
export const presenceBody = /* @__PURE__ */ z.object({
  /** The `StreamId` of this tab's stream (its `hello` event). */
  StreamId: z.string().check(z.regex(/^[0-9a-f-]{36}$/, { error: "Send the StreamId of your live stream." })),
  /** The record screen open, or null for any other screen. */
  Record: z.nullable(presenceRecordSchema),
  /** Whether this person has unsaved changes there. */
  Editing: z.boolean({ error: "Editing is true or false." }),
});
export type PresenceBody = z.input<typeof presenceBody>;

export const presencePersonSchema = /* @__PURE__ */ z.object({
  Subject: z.string(),
  Name: z.nullable(z.string()),
  Editing: z.boolean(),
});
export type PresencePerson = z.output<typeof presencePersonSchema>;

/** `presence`: who else has a record open, sent to each stream on that record when it changes. */
export const presenceEventSchema = /* @__PURE__ */ z.object({
  Kind: z.enum(historyRecords),
  Key: z.string(),
  /** Everyone else there, one entry a person (a person with two tabs open counts once). */
  People: z.array(presencePersonSchema),
});
export type PresenceEvent = z.output<typeof presenceEventSchema>;

export const liveStreamAnswer = {
  description:
    "Server-Sent Events: `hello` (LiveHello), then `change` (ChangeEvent, its `id` the Seq to resume after with `Last-Event-ID`), `presence` (PresenceEvent), `alerts` when this person's alerts changed, `reset` when the log no longer reaches back to `Last-Event-ID`, and `expired` before the stream closes as the access token expires; a comment line every 15 s as a heartbeat.",
  content: { "text/event-stream": { schema: /* @__PURE__ */ z.string() } },
} satisfies ContentAnswer;
