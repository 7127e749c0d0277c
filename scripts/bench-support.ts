/** What the bench scripts share: percentiles, the timing summary, the machine line and the order data's options. */
import os from "node:os";

/** The `p`th percentile (nearest rank) of samples sorted ascending. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Count, median, p95, p99 and max of timings in ms, to two decimals: a row of `console.table`. */
export function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const fmt = (ms: number) => ms.toFixed(2);
  return {
    n: sorted.length,
    median: fmt(percentile(sorted, 50)),
    p95: fmt(percentile(sorted, 95)),
    p99: fmt(percentile(sorted, 99)),
    max: fmt(sorted.at(-1)!),
  };
}

/** What a result was measured on: "8 cores (model), 31 GB, Node v22.1.0, 2026-11-21". */
export function machineLine(): string {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model ?? "?"}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

/** The options of the benches over POs and WOs (scripts/orders-bench-db.ts): how many of each, or an already-loaded database. */
export const orderDataOptions = {
  pos: { type: "string", default: "1000000" },
  wos: { type: "string", default: "1000000" },
  // An already-loaded database (e.g. from an earlier run's server): skips start and load.
  "database-url": { type: "string" },
} as const;

/**
 * Fetches every path of each set once to warm up (caches, pooled connections), then once
 * timed, one after another. Returns the timings per set and every request's time.
 */
export async function timeRequestSets(sets: Record<string, string[]>, get: (path: string) => Promise<unknown>) {
  for (const paths of Object.values(sets)) for (const path of paths) await get(path);
  const samplesBySet: Record<string, number[]> = {};
  const timed: [path: string, ms: number][] = [];
  for (const [name, paths] of Object.entries(sets)) {
    const samples: number[] = (samplesBySet[name] = []);
    for (const path of paths) {
      const start = performance.now();
      await get(path);
      const ms = performance.now() - start;
      samples.push(ms);
      timed.push([path, ms]);
    }
  }
  return { samplesBySet, timed };
}

/** The `count` slowest requests, one per line under a "slowest:" heading. */
export function slowestLine(timed: [path: string, ms: number][], count: number): string {
  const slowest = [...timed].sort((a, b) => b[1] - a[1]).slice(0, count);
  return `slowest: ${slowest.map(([path, ms]) => `${path} ${ms.toFixed(1)} ms`).join("\n         ")}`;
}
