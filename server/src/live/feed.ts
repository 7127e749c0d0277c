import type { ChangeEvent } from "@shopdesk/contract";
import type { Kysely } from "kysely";
import type { Schema } from "../db/schema.js";
import { LOG_PAGE, eventsAfter, logHead } from "./change-log.js";

/** The channel the change log's trigger notifies at each commit, with the newest event's id. */
export const CHANGE_CHANNEL = "shopdesk_change";

/**
 * The one reader of the change log per server process. A notification only says "there is
 * more": the reader reads everything after the last event it handed on, so a notification
 * missed (a dropped connection, a burst collapsed into one) loses nothing, and the next read,
 * whatever prompts it, catches up.
 */
export class ChangeFeed {
  /** The newest event handed on; streams opened now start after it. */
  last = 0n;
  private isStarted = false;
  private reading: Promise<void> | undefined;
  private readAgain = false;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly deliver: (events: ChangeEvent[]) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** From the log's head: nobody is listening yet, so what came before is nobody's news. */
  async start() {
    this.last = await logHead(this.db);
    this.isStarted = true;
  }

  /** A notification's payload, the newest id of a commit: read unless it has been read already. */
  heard(payload: string) {
    if (/^\d{1,19}$/.test(payload) && BigInt(payload) <= this.last) return;
    void this.catchUp();
  }

  /** Reads and hands on every event after `last`; a call during a read makes that read go round again. */
  catchUp(): Promise<void> {
    if (!this.isStarted) return Promise.resolve();
    if (this.reading) {
      this.readAgain = true;
      return this.reading;
    }
    this.reading = this.readAll().finally(() => (this.reading = undefined));
    return this.reading;
  }

  /** Resolves once no read is under way (before the database closes). */
  async idle() {
    await this.reading;
  }

  private async readAll() {
    try {
      do {
        this.readAgain = false;
        for (;;) {
          const events = await eventsAfter(this.db, this.last);
          if (events.length === 0) break;
          this.last = BigInt(events.at(-1)!.Seq);
          this.deliver(events);
          if (events.length < LOG_PAGE) break;
        }
      } while (this.readAgain);
    } catch (error) {
      // The next notification or the poll reads again from the same place.
      this.onError(error);
    }
  }
}
