import type { PresenceRecord } from "@shopdesk/contract";
import { ALERTS_CHANNEL, alertsNoticeSubject } from "../alerts/index.js";
import type { Principal } from "../auth/verify-token.js";
import type { Database } from "../db/database.js";
import { eventsAfter, logReachesBack, purgeLog } from "./change-log.js";
import { CHANGE_CHANNEL, ChangeFeed } from "./feed.js";
import type { LiveOptions } from "./options.js";
import {
  PRESENCE_CHANNEL,
  enterPresence,
  leavePresence,
  peopleOn,
  presenceKey,
  readNotice,
  recordsOf,
  removeOrphans,
  sweepPresence,
} from "./presence.js";
import { LiveStream, StreamRegistry, type StreamSink } from "./streams.js";
import { BackgroundJobs } from "../background/index.js";

/** setTimeout's longest delay (about 24.8 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Everything live on one server process: its streams, the feed that reads the change log for
 * them, presence heard from every process, and the timers (poll, sweep, purge). Started when
 * the app is ready, stopped when it closes (routes.ts).
 */
export class LiveHub {
  private readonly streams = new StreamRegistry();
  private readonly feed: ChangeFeed;
  private readonly stops: (() => Promise<void>)[] = [];
  private readonly jobs = new BackgroundJobs((error, what) => this.onError(error, what));
  /** Streams that have said hello: nothing else goes before it. */
  private readonly greeted = new WeakSet<LiveStream>();
  /** Presence notices are handled one at a time, in the order heard. */
  private presenceTurn: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly options: LiveOptions,
    private readonly onError: (error: unknown, what: string) => void,
  ) {
    this.feed = new ChangeFeed(
      database.db,
      (events) => {
        const open = this.streams.all();
        for (const event of events) for (const stream of open) stream.change(event);
      },
      (error) => onError(error, "reading the change log"),
    );
  }

  async start() {
    // Listening first, then the head: a commit in between is at or before the head, or notifies after it.
    this.stops.push(
      await this.database.listen(CHANGE_CHANNEL, {
        onNotify: (payload) => this.feed.heard(payload),
        onResume: () => void this.feed.catchUp(),
      }),
      await this.database.listen(PRESENCE_CHANNEL, {
        onNotify: (payload) => this.presenceHeard(payload),
        onResume: () => this.inTurn(() => this.presenceResumed()),
      }),
      await this.database.listen(ALERTS_CHANNEL, {
        onNotify: (payload) => this.alertsHeard(payload),
        // Missed while away: every screen reads its alerts again.
        onResume: () => this.alertsHeard("{}"),
      }),
    );
    await this.feed.start();
    const { db } = this.database;
    const { clock, presenceTtlSeconds, keepHours, orphanHours } = this.options;
    this.jobs.every(this.options.pollMs, "reading the change log", () => this.feed.catchUp());
    this.jobs.every(this.options.sweepMs, "sweeping presence", () => sweepPresence(db, presenceTtlSeconds, clock));
    const purge = () => Promise.all([purgeLog(db, keepHours), removeOrphans(db, orphanHours, clock)]);
    this.jobs.every(this.options.purgeMs, "purging the change log", purge);
    this.jobs.track(purge(), "purging the change log");
  }

  /** A place for a new stream of `who`'s; undefined when they hold as many as they may. */
  reserve(who: Principal, sink: StreamSink): LiveStream | undefined {
    const stream = new LiveStream(who, sink);
    return this.streams.add(stream, this.options.streamsPerUser) ? stream : undefined;
  }

  /**
   * `hello` first, then what the browser missed since `lastEventId` (or `reset` when the log no
   * longer reaches back to it), then changes as they come. Changes heard meanwhile are held and
   * sent after the replay, each once. Throws only before `hello`, so the route can still answer.
   */
  async open(stream: LiveStream, lastEventId: bigint | undefined) {
    const head = this.feed.last;
    if (lastEventId === undefined) stream.knows(head);
    await enterPresence(this.database.db, stream.id, stream.who, this.options.clock);
    if (stream.isClosed) {
      this.jobs.track(leavePresence(this.database.db, [stream.id]), "removing a closed stream's presence");
      return;
    }
    stream.send({
      event: "hello",
      data: { StreamId: stream.id, Head: head.toString(), ExpiresAt: stream.who.expiresAt.toISOString() },
    });
    this.greeted.add(stream);
    const untilExpiry = Math.min(Math.max(stream.who.expiresAt.getTime() - Date.now(), 0), LONGEST_TIMER_MS);
    stream.expiry = setTimeout(() => {
      stream.send({ event: "expired", data: { Reason: "The access token has expired: sign in again, then reopen." } });
      stream.sink.close();
    }, untilExpiry);
    try {
      if (lastEventId !== undefined) await this.replay(stream, lastEventId, head);
      stream.goLive();
    } catch (error) {
      this.onError(error, "replaying the change log");
      stream.sink.close();
    }
  }

  private async replay(stream: LiveStream, after: bigint, head: bigint) {
    if (!(await logReachesBack(this.database.db, after))) {
      stream.knows(head);
      stream.send({ event: "reset", data: { Reason: "The log no longer holds every change since then: read again." } });
      return;
    }
    // What the browser has, even ahead of this process's reader (another process sent it later changes): not sent again.
    stream.knows(after);
    for (let from = after; from < head && !stream.isClosed;) {
      const events = await eventsAfter(this.database.db, from, { upTo: head });
      if (events.length === 0) break;
      for (const event of events) stream.replayed(event);
      from = BigInt(events.at(-1)!.Seq);
      // A long replay (a weekend away) goes at the browser's pace, not into the server's memory.
      await stream.sink.drained();
    }
  }

  /** The connection closed (the browser left, the token expired, the server stops). */
  closed(stream: LiveStream) {
    stream.isClosed = true;
    clearTimeout(stream.expiry);
    if (this.streams.remove(stream)) {
      this.jobs.track(leavePresence(this.database.db, [stream.id]), "removing a closed stream's presence");
    }
  }

  /** Before the server closes: every stream ends (else it would wait for them), their rows in one statement. */
  endStreams() {
    const open = this.streams.all();
    for (const stream of open) {
      this.streams.remove(stream);
      stream.isClosed = true;
      clearTimeout(stream.expiry);
      stream.sink.close();
    }
    const ids = open.map((stream) => stream.id);
    this.jobs.track(leavePresence(this.database.db, ids), "removing closed streams' presence");
  }

  async stop() {
    this.endStreams();
    this.jobs.stopTimers();
    await Promise.all(this.stops.splice(0).map((stop) => stop().catch(() => {})));
    await this.feed.idle();
    await this.presenceTurn;
    await this.jobs.idle();
  }

  /** Alerts opened or resolved (everyone's inbox), or one person read theirs (that person's tabs): read it again. */
  private alertsHeard(payload: string) {
    const subject = alertsNoticeSubject(payload);
    if (subject === null) return;
    for (const stream of this.streams.all()) {
      if (this.greeted.has(stream) && (subject === undefined || stream.who.subject === subject)) {
        stream.send({ event: "alerts", data: {} });
      }
    }
  }

  private presenceHeard(payload: string) {
    const notice = readNotice(payload);
    if (!notice) return;
    this.inTurn(async () => {
      const local = this.streams.get(notice.stream);
      if (local) local.record = notice.to;
      await this.tellPresence([notice.to, notice.from]);
    });
  }

  /** Notices may have been missed: where our streams are, from the table, and their records told again. */
  private async presenceResumed() {
    const open = this.streams.all();
    const records = await recordsOf(
      this.database.db,
      open.map((stream) => stream.id),
    );
    for (const stream of open) stream.record = records.get(stream.id) ?? null;
    await this.tellPresence(open.map((stream) => stream.record));
  }

  /** Each of our streams on these records hears who else is there. */
  private async tellPresence(records: (PresenceRecord | null)[]) {
    const unique = new Map(records.filter((r) => r !== null).map((r) => [presenceKey(r), r]));
    const watched = [...unique.values()].filter((record) => this.streams.onRecord(record).length > 0);
    if (watched.length === 0) return;
    const { db } = this.database;
    const people = await peopleOn(db, watched, this.options.presenceTtlSeconds, this.options.clock);
    for (const record of watched) {
      const there = people.get(presenceKey(record)) ?? [];
      for (const stream of this.streams.onRecord(record)) {
        const others = there.filter((person) => person.Subject !== stream.who.subject);
        stream.presence({ Kind: record.Kind, Key: record.Key, People: others });
      }
    }
  }

  private inTurn(task: () => Promise<void>) {
    this.presenceTurn = this.presenceTurn.then(task).catch((error: unknown) => this.onError(error, "telling presence"));
  }
}
