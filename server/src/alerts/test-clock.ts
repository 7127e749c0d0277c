const DAY_MS = 86_400_000;

/**
 * The alerts' clock with SHOPDESK_TEST_CLOCK=1 (docs/testing.md): the machine's, moved by
 * whole days on request, so an end-to-end test can see a WO become late without waiting for
 * its due date. Never in production (config.ts refuses it).
 */
export class TestClock {
  private offsetMs = 0;

  constructor(private readonly base: () => Date = () => new Date()) {}

  now(): Date {
    return new Date(this.base().getTime() + this.offsetMs);
  }

  advanceDays(days: number) {
    this.offsetMs += days * DAY_MS;
  }

  reset() {
    this.offsetMs = 0;
  }
}
