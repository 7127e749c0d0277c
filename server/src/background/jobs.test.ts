import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BackgroundJobs } from "./jobs.js";

describe("background jobs", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs a job on its timer, skipping turns while the last still runs, and reports its failure", async () => {
    const reported: string[] = [];
    const jobs = new BackgroundJobs((error, what) => reported.push(`${what}: ${(error as Error).message}`));
    let finish = () => {};
    const job = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    jobs.every(1_000, "sweeping", job);

    await vi.advanceTimersByTimeAsync(3_000);
    expect(job).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(job).toHaveBeenCalledTimes(2);

    jobs.stopTimers();
    finish();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(job).toHaveBeenCalledTimes(2);

    jobs.track(Promise.reject(new Error("pool closed")), "purging");
    await jobs.idle();
    expect(reported).toEqual(["purging: pool closed"]);
  });

  it("is idle only once every task, also one started meanwhile, has settled", async () => {
    const jobs = new BackgroundJobs(() => {});
    const order: string[] = [];
    let second: Promise<void> | undefined;
    jobs.track(
      Promise.resolve().then(() => {
        order.push("first");
        second = new Promise<void>((resolve) => setTimeout(resolve, 10)).then(() => void order.push("second"));
        jobs.track(second, "the second");
      }),
      "the first",
    );
    const idle = jobs.idle().then(() => order.push("idle"));
    await vi.advanceTimersByTimeAsync(10);
    await idle;
    expect(order).toEqual(["first", "second", "idle"]);
  });
});
