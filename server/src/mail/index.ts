// STUB (helper B replaces): the mail outbox and its sender (docs/server.md, "Email").
import type { Kysely } from "kysely";
import type { Schema } from "../db/schema.js";

export interface MailOptions {
  /** smtp://user:pass@host:port or smtps://…; undefined: no email at all. */
  smtpUrl: string | undefined;
  /** The From: address. */
  from: string;
  /** How often the sender looks for mail due (it is also poked on every enqueue). */
  pollMs: number;
  /** The first retry waits this long, each next one twice as long, at most an hour. */
  retryBaseMs: number;
  /** Given up after this many attempts (kept with its error). */
  maxAttempts: number;
  /** How long a sender holds a claimed row before another may take it. */
  leaseMs: number;
  clock: () => Date;
}

export interface OutgoingMail {
  /** The same key twice is one email (the second insert does nothing). */
  dedupeKey: string;
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
}

/** Adds an email to the outbox in the caller's transaction; answers whether it was new. */
export async function enqueueMail(_trx: Kysely<Schema>, _mail: OutgoingMail, _now: Date): Promise<boolean> {
  return false;
}

/** Sends what the outbox holds, once each, with retries; one per server process. */
export class MailSender {
  constructor(
    _db: Kysely<Schema>,
    readonly options: MailOptions,
    _onError: (error: unknown, what: string) => void,
  ) {}
  get enabled() {
    return this.options.smtpUrl !== undefined;
  }
  start(): void {}
  /** Something was queued: look now rather than at the next poll. */
  poke(): void {}
  async stop(): Promise<void> {}
}
