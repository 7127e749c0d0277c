import { availableParallelism } from "node:os";
import { readFileSync } from "node:fs";

/** Busy and idle CPU time since boot, from /proc/stat's first line (Linux). */
function cpuTimes() {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3] + (fields[4] ?? 0); // idle + iowait
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { idle, total };
}

/**
 * How many test workers to run: the cores idle right now (measured over half a second),
 * at least one, at most `max`. On a quiet 2-core machine that is 2; with another job
 * saturating both cores it is 1, so the browser, the server and the runner are not
 * three-way split further by a second worker. The load average is not used: it lags by a
 * minute and counts our own previous test step. `TEST_WORKERS=n` overrides.
 */
export function workersForFreeCores(max = availableParallelism()) {
  if (process.env.TEST_WORKERS) return Math.max(1, Number(process.env.TEST_WORKERS));
  let idleCores = max;
  try {
    const before = cpuTimes();
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    const after = cpuTimes();
    const idleShare = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    idleCores = idleShare * availableParallelism();
  } catch {
    // Not Linux: no /proc/stat. Use every core.
  }
  return Math.min(max, Math.max(1, Math.round(idleCores)));
}
