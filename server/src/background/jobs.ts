/**
 * A server process's background work (docs/server.md, "Layers"): jobs on a timer, never two of
 * one at once, and tasks in flight, so a stop can wait for them before the database closes.
 * Failures go to `report` with what was being done; nothing throws out of a timer.
 */
export class BackgroundJobs {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly tasks = new Set<Promise<unknown>>();

  constructor(private readonly report: (error: unknown, what: string) => void) {}

  /** Watches `task` until it settles: its failure reported, a stop waiting for it. */
  track(task: Promise<unknown>, what: string) {
    const tracked = task.catch((error: unknown) => this.report(error, what)).finally(() => this.tasks.delete(tracked));
    this.tasks.add(tracked);
  }

  /** Runs `job` every `ms` (the timer keeps no process alive), skipping a turn while the last still runs. */
  every(ms: number, what: string, job: () => Promise<unknown>) {
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = job().finally(() => (running = undefined));
      this.track(running, what);
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }

  /** No more turns; what runs goes on (see idle). */
  stopTimers() {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
  }

  /** Resolves once every task, also those started meanwhile, has settled. */
  async idle() {
    while (this.tasks.size > 0) await Promise.all(this.tasks);
  }
}
