import type { Kysely } from "kysely";
import { type Transporter, createTransport } from "nodemailer";
import type { Schema } from "../db/schema.js";
import { type ClaimedMail, claimDueMail, markFailedAttempt, markSent, retryDelayMs } from "./outbox.js";

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

export const defaultMailOptions: MailOptions = {
  smtpUrl: undefined,
  from: "Shopdesk <shopdesk@localhost>",
  pollMs: 15_000,
  retryBaseMs: 30_000,
  maxAttempts: 12,
  leaseMs: 2 * 60_000,
  clock: () => new Date(),
};

/**
 * A mail never tried within a day of being queued is given up on rather than sent: nobody
 * wants yesterday's digest, nor a burst of old alerts the day SMTP_URL is first set.
 */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

interface SmtpError {
  code?: string;
  responseCode?: number;
  message?: string;
}

const smtpError = (error: unknown): SmtpError => (typeof error === "object" && error !== null ? error : {});

/**
 * The failure was this message's (its address or content refused), not the server's: down,
 * unreachable, refusing our sign-in or closing (421). Only then do the next mails stand a chance.
 */
function aboutThisMessage(error: unknown): boolean {
  const { code, responseCode } = smtpError(error);
  return (code === "EENVELOPE" || code === "EMESSAGE") && responseCode !== 421;
}

/** This message refused for good (5xx but 503, "bad sequence"): another try would get the same answer. */
function refusedForGood(error: unknown): boolean {
  const { responseCode = 0 } = smtpError(error);
  return aboutThisMessage(error) && responseCode >= 500 && responseCode !== 503;
}

const describe = (error: unknown) => {
  const { code, message } = smtpError(error);
  return [code, message ?? String(error)].filter(Boolean).join(": ");
};

/** The domain Message-IDs are minted under: the From address's. */
function messageIdDomain(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

/**
 * Sends what the outbox holds, once each, with retries; one per server process, any number of
 * processes on one database. A pass claims one due row at a time and sends it until none is
 * due; passes never overlap, and a poke during one makes it look again before it ends.
 */
export class MailSender {
  readonly #db: Kysely<Schema>;
  readonly #onError: (error: unknown, what: string) => void;
  #transport: Transporter | undefined;
  #timer: NodeJS.Timeout | undefined;
  #pass: Promise<void> | undefined;
  #lookAgain = false;
  #stopped = false;

  constructor(
    db: Kysely<Schema>,
    readonly options: MailOptions,
    onError: (error: unknown, what: string) => void,
  ) {
    this.#db = db;
    this.#onError = onError;
  }

  get enabled() {
    return this.options.smtpUrl !== undefined;
  }

  start(): void {
    if (!this.options.smtpUrl || this.#transport || this.#stopped) return;
    // One connection per mail: alerts come a few at a time, and a pooled connection would sit
    // idle between them until the server drops it.
    this.#transport = createTransport(this.options.smtpUrl, { from: this.options.from });
    this.#timer = setInterval(() => this.poke(), this.options.pollMs);
    this.#timer.unref();
    this.poke();
  }

  /** Something was queued: look now rather than at the next poll. */
  poke(): void {
    if (!this.#transport || this.#stopped) return;
    this.#lookAgain = true;
    this.#pass ??= this.#run();
  }

  /** Resolves once no pass is running nor asked for (tests: "the sender has looked"). */
  async settled(): Promise<void> {
    while (this.#pass) await this.#pass;
  }

  /** Stops polling, waits for a send in flight to be recorded, and closes the transport. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.settled();
    this.#transport?.close();
    this.#transport = undefined;
  }

  async #run(): Promise<void> {
    try {
      while (this.#lookAgain && !this.#stopped) {
        this.#lookAgain = false;
        try {
          while (!this.#stopped && (await this.#sendOne()));
        } catch (error) {
          // The database, not the mail: what is claimed comes back when its lease runs out.
          this.#onError(error, "working through the mail outbox");
        }
      }
    } finally {
      // In the same synchronous step as the loop's last look at #lookAgain, so no poke is lost.
      this.#pass = undefined;
    }
  }

  /** Claims and sends one due mail; answers whether to go on to the next. */
  async #sendOne(): Promise<boolean> {
    const transport = this.#transport;
    if (!transport) return false;
    const { clock, leaseMs, from } = this.options;
    const claimedAt = clock();
    const mail = await claimDueMail(this.#db, claimedAt, leaseMs);
    if (!mail) return false;

    if (mail.attempts === 1 && claimedAt.getTime() - mail.createdAt.getTime() > STALE_AFTER_MS) {
      await markFailedAttempt(
        this.#db,
        mail.mailId,
        claimedAt,
        "Not sent: queued over a day ago and never tried.",
        null,
      );
      return true;
    }

    try {
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        // Stable per row: if this process dies between the send and markSent, the mail goes
        // again after the lease, and a receiver that drops duplicate Message-IDs shows it once.
        messageId: `<shopdesk-outbox-${mail.mailId}-${mail.createdAt.getTime()}@${messageIdDomain(from)}>`,
        // RFC 3834: out-of-office replies and the like leave automatic mail alone.
        headers: { "Auto-Submitted": "auto-generated" },
        // Given up on well before the lease ends, so no other sender takes the row while this
        // one may still deliver it.
        signal: AbortSignal.timeout(leaseMs / 2),
      });
    } catch (error) {
      return this.#failed(mail, error);
    }
    await markSent(this.#db, mail.mailId, clock());
    return true;
  }

  async #failed(mail: ClaimedMail, error: unknown): Promise<boolean> {
    const { clock, maxAttempts, retryBaseMs } = this.options;
    const now = clock();
    const giveUp = refusedForGood(error) || mail.attempts >= maxAttempts;
    const retryAt = giveUp ? null : new Date(now.getTime() + retryDelayMs(mail.attempts, retryBaseMs));
    await markFailedAttempt(this.#db, mail.mailId, now, describe(error), retryAt);
    this.#onError(
      error,
      retryAt
        ? `sending mail ${mail.mailId} (attempt ${mail.attempts} of ${maxAttempts}; next at ${retryAt.toISOString()})`
        : `sending mail ${mail.mailId} (attempt ${mail.attempts}; given up)`,
    );
    return aboutThisMessage(error);
  }
}
