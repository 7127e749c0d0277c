import * as React from "react";

const arrivalEvent = "shopdesk:late-arrival";

/** A stand-in for a chunk's download, finished by `deliverLateArrival()` (stories of placeholders). */
export function createLateArrival(): Promise<void> {
  return new Promise((resolve) => document.addEventListener(arrivalEvent, () => resolve(), { once: true }));
}

/** Finishes every stand-in download now. */
export function deliverLateArrival(): void {
  document.dispatchEvent(new Event(arrivalEvent));
}

/** Suspends until `arrival` settles, as a lazy component does until its code has downloaded. */
export function Arrived({ arrival, children }: { arrival: Promise<void>; children: React.ReactNode }) {
  React.use(arrival);
  return children;
}
