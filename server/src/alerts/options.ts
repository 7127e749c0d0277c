import { ALERT_EVALUATE_MINUTES } from "@shopdesk/contract";
import { type MailOptions, defaultMailOptions } from "../mail/index.js";

/** The alerts' timings and clock (docs/api.md, "Alerts"): the contract's, unless a test shortens them. */
export interface AlertOptions {
  /**
   * "Now" for the rules (what "today" is), opened_at and resolved_at, the digests and the mail
   * sender's retries. The machine's clock, a test's, or with SHOPDESK_TEST_CLOCK the machine's
   * moved by the days `POST /api/test/clock` asked for.
   */
  clock: () => Date;
  /** A full evaluation this often, for conditions that start by the passing of time. */
  evaluateMs: number;
  /** How often the digests due are queued. */
  digestMs: number;
  /** The address the emails link to (PUBLIC_URL). */
  publicUrl: string;
  /** SMTP and the sender's timings; its clock is the alerts' clock. */
  mail: Omit<MailOptions, "clock">;
  /** SHOPDESK_TEST_CLOCK=1: the clock moves on request (`POST /api/test/clock`; docs/testing.md). */
  testClock: boolean;
}

/** What the assembly and tests give: any of the options, the mail's in part. */
export type AlertOptionsInput = Partial<Omit<AlertOptions, "mail">> & { mail?: Partial<AlertOptions["mail"]> };

export function alertOptions({ mail, ...given }: AlertOptionsInput = {}): AlertOptions {
  const { clock: _mailClock, ...mailDefaults } = defaultMailOptions;
  return {
    clock: () => new Date(),
    evaluateMs: ALERT_EVALUATE_MINUTES * 60_000,
    digestMs: 60_000,
    publicUrl: "http://localhost:3000",
    testClock: false,
    ...definedOnly(given),
    mail: { ...mailDefaults, ...definedOnly(mail ?? {}) },
  };
}

/** An option given as undefined (SMTP_URL unset) keeps its default rather than erasing it. */
function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}
