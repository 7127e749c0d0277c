import { randomUUID } from "node:crypto";
import type { ChangeEvent, LiveEventType, PresenceEvent, PresenceRecord } from "@shopdesk/contract";
import type { Principal } from "../auth/verify-token.js";
import { presenceKey } from "./presence.js";

/** One SSE event as a stream writes it. */
export interface LiveMessage {
  event: LiveEventType;
  id?: string;
  data: unknown;
}

/** Where a stream's events go: the HTTP layer's side of it (routes.ts). */
export interface StreamSink {
  send(message: LiveMessage): void;
  /** Resolves once the browser has taken what was written (or has gone): a replay waits for it between pages. */
  drained(): Promise<void>;
  /** Ends the response; the connection's close then comes back as `LiveHub.closed`. */
  close(): void;
}

/** One open `GET /api/live` on this process. */
export class LiveStream {
  readonly id = randomUUID();
  /** The record screen it is on, as the last presence notice about it said. */
  record: PresenceRecord | null = null;
  isClosed = false;
  expiry: NodeJS.Timeout | undefined;
  /** The newest change id sent, or known to the browser already: nothing at or before it goes out (again). */
  private sent = 0n;
  /** Changes heard while the stream opens (its hello, its replay), sent once it has caught up. */
  private held: ChangeEvent[] | undefined = [];

  constructor(
    readonly who: Principal,
    readonly sink: StreamSink,
  ) {}

  /** What the browser has: its Last-Event-ID, or the log's head as the stream opened. */
  knows(seq: bigint) {
    if (seq > this.sent) this.sent = seq;
  }

  /** A change from the feed: held while the stream opens, then sent in order, each once. */
  change(event: ChangeEvent) {
    if (this.held) this.held.push(event);
    else this.write(event);
  }

  /** A change read back from the log for this stream alone. */
  replayed(event: ChangeEvent) {
    this.write(event);
  }

  /** Caught up: what was held goes out, and from now on every change as it comes. */
  goLive() {
    const held = this.held ?? [];
    this.held = undefined;
    for (const event of held) this.write(event);
  }

  /** Presence is news of its own, in no order with the changes: never held. */
  presence(event: PresenceEvent) {
    if (!this.isClosed) this.sink.send({ event: "presence", data: event });
  }

  send(message: LiveMessage) {
    if (!this.isClosed) this.sink.send(message);
  }

  private write(event: ChangeEvent) {
    const seq = BigInt(event.Seq);
    if (seq <= this.sent || this.isClosed) return;
    this.sent = seq;
    this.sink.send({ event: "change", id: event.Seq, data: event });
  }
}

/** This process's open streams: by id, by record, and how many each person holds. */
export class StreamRegistry {
  private readonly byId = new Map<string, LiveStream>();
  private readonly perSubject = new Map<string, number>();

  /** False when the person already holds `limit` streams here. */
  add(stream: LiveStream, limit: number): boolean {
    const held = this.perSubject.get(stream.who.subject) ?? 0;
    if (held >= limit) return false;
    this.perSubject.set(stream.who.subject, held + 1);
    this.byId.set(stream.id, stream);
    return true;
  }

  /** True when it was still here. */
  remove(stream: LiveStream): boolean {
    if (!this.byId.delete(stream.id)) return false;
    const held = (this.perSubject.get(stream.who.subject) ?? 1) - 1;
    if (held > 0) this.perSubject.set(stream.who.subject, held);
    else this.perSubject.delete(stream.who.subject);
    return true;
  }

  get(id: string) {
    return this.byId.get(id);
  }

  all() {
    return [...this.byId.values()];
  }

  onRecord(record: PresenceRecord) {
    const key = presenceKey(record);
    return this.all().filter((stream) => stream.record && presenceKey(stream.record) === key);
  }
}
