import { sql } from "kysely";
import type { Database } from "../db/database.js";
import { MailSender } from "../mail/index.js";
import { enqueueDueDigests } from "./digest.js";
import { type Evaluation, evaluateAlerts } from "./evaluate.js";
import type { AlertOptions } from "./options.js";
import { type AlertScope, LARGEST_SCOPE, changesAfter, mergeScopes, scopeOfChanges, scopeSize } from "./scope.js";
import { BackgroundJobs } from "../background/index.js";

/**
 * The channel migration 0017's trigger notifies at each commit that wrote history (with the
 * newest event's id): the alerts read the log from there, as the live feed does.
 */
const CHANGE_CHANNEL = "shopdesk_change";
/** How many change events one read takes. */
const CHANGES_PAGE = 1_000;

/** What is waiting to be evaluated: everything, or the records of the writes heard. */
type Pending = "all" | AlertScope;

interface Waiter {
  resolve(evaluation: Evaluation): void;
  reject(error: unknown): void;
}

/**
 * The alerts of one server process: it evaluates the rules for the records each committed
 * write touched (heard from the change log), everything every few minutes (conditions that
 * start as time passes) and at start, queues the digests due every minute, and owns the mail
 * sender. Evaluations run one at a time: writes heard during one are merged and evaluated
 * together after it, so a burst of saves costs one evaluation, not one each.
 */
export class AlertHub {
  readonly mail: MailSender;
  /** The newest change event this process has taken into a scope (or covered by a full evaluation). */
  private lastEvent = 0n;
  private isStarted = false;
  private isStopped = false;
  private hasChanges = false;
  private pending: Pending | undefined;
  private fullWaiters: Waiter[] = [];
  private running: Promise<void> | undefined;
  private readonly stops: (() => Promise<void>)[] = [];
  private readonly jobs = new BackgroundJobs((error, what) => this.report(error, what));

  constructor(
    private readonly database: Database,
    readonly options: AlertOptions,
    private readonly onError: (error: unknown, what: string) => void,
  ) {
    this.mail = new MailSender(database.db, { ...options.mail, clock: options.clock }, onError);
  }

  async start() {
    // Listening first, then the head: a commit in between is at or before the head, or notifies after it.
    this.stops.push(
      await this.database.listen(CHANGE_CHANNEL, {
        onNotify: (payload) => this.changesHeard(payload),
        // Notifications were lost while away: the log holds what they said.
        onResume: () => this.changesHeard(undefined),
      }),
    );
    this.lastEvent = await this.logHead();
    this.isStarted = true;
    this.mail.start();
    this.jobs.every(this.options.evaluateMs, "evaluating alerts", () => this.evaluateAll());
    this.jobs.every(this.options.digestMs, "queueing digests", () => this.queueDigests());
    this.jobs.track(this.evaluateAll(), "evaluating alerts");
  }

  async stop() {
    this.isStopped = true;
    this.jobs.stopTimers();
    await Promise.all(this.stops.splice(0).map((stop) => stop().catch(() => {})));
    await this.running;
    for (const waiter of this.fullWaiters.splice(0)) waiter.reject(new Error("The server is stopping."));
    await this.jobs.idle();
    await this.mail.stop();
  }

  /**
   * Every rule over every record, after whatever runs now; resolves with that evaluation (a
   * threshold changed, the test clock moved, or time passed).
   */
  evaluateAll(): Promise<Evaluation> {
    if (this.isStopped) return Promise.reject(new Error("The server is stopping."));
    return new Promise<Evaluation>((resolve, reject) => {
      this.fullWaiters.push({ resolve, reject });
      this.pending = "all";
      this.kick();
    });
  }

  /** A commit wrote history: read the log after the last event taken, unless this one was. */
  private changesHeard(payload: string | undefined) {
    if (!this.isStarted || this.isStopped) return;
    if (payload !== undefined && /^\d{1,19}$/.test(payload) && BigInt(payload) <= this.lastEvent) return;
    this.hasChanges = true;
    this.kick();
  }

  private kick() {
    if (this.running || this.isStopped) return;
    this.running = this.drain().finally(() => {
      this.running = undefined;
      // Asked for while the last turn was ending.
      if (this.pending || this.hasChanges) this.kick();
    });
  }

  /** Reads the changes heard into the pending scope, evaluates it, and again while more came meanwhile. */
  private async drain() {
    while (!this.isStopped) {
      if (this.hasChanges) {
        this.hasChanges = false;
        await this.readChanges().catch((error: unknown) => {
          // The next notification or full evaluation covers what was not read.
          this.report(error, "reading the change log for alerts");
        });
      }
      const work = this.pending;
      if (!work) return;
      this.pending = undefined;
      const waiters = work === "all" ? this.fullWaiters.splice(0) : [];
      try {
        if (work === "all") {
          // Everything committed up to the head is covered by this evaluation: not evaluated again.
          const head = await this.logHead();
          if (head > this.lastEvent) this.lastEvent = head;
        }
        const evaluation = await evaluateAlerts(this.database.db, {
          now: this.options.clock(),
          scope: work === "all" ? undefined : work,
          publicUrl: this.options.publicUrl,
          isMailing: this.mail.enabled,
        });
        if (evaluation.mailed > 0) this.mail.poke();
        for (const waiter of waiters) waiter.resolve(evaluation);
      } catch (error) {
        // A scope lost here is covered by the next full evaluation.
        if (waiters.length > 0) for (const waiter of waiters) waiter.reject(error);
        else this.report(error, "evaluating alerts");
      }
    }
  }

  private async readChanges() {
    for (;;) {
      const changes = await changesAfter(this.database.db, this.lastEvent, CHANGES_PAGE);
      if (changes.length === 0) return;
      const scope = await scopeOfChanges(this.database.db, changes);
      this.lastEvent = BigInt(changes.at(-1)!.event_id);
      this.addPending(scope);
      if (changes.length < CHANGES_PAGE) return;
    }
  }

  private addPending(scope: AlertScope) {
    if (this.pending === "all" || scopeSize(scope) === 0) return;
    const merged = this.pending ? mergeScopes(this.pending, scope) : scope;
    this.pending = scopeSize(merged) > LARGEST_SCOPE ? "all" : merged;
  }

  private async queueDigests() {
    // No SMTP_URL: nothing to send, and nothing queued for the day one is set.
    if (!this.mail.enabled) return;
    const queued = await enqueueDueDigests(this.database.db, {
      now: this.options.clock(),
      publicUrl: this.options.publicUrl,
    });
    if (queued > 0) this.mail.poke();
  }

  private async logHead(): Promise<bigint> {
    const { rows } = await sql<{ head: string | null }>`select max(event_id) as head from change_event`.execute(
      this.database.db,
    );
    return BigInt(rows[0]?.head ?? 0);
  }

  /** Failures once stopping are the stop itself (a closed pool, an evaluation not run): not news. */
  private report(error: unknown, what: string) {
    if (!this.isStopped) this.onError(error, what);
  }
}
