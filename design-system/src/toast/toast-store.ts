import type { ReactElement } from "react";

export type ToastVariant = "default" | "success" | "error";

export type ToastOptions = {
  /** The message, e.g. "PO 4500012345 saved". */
  title: string;
  /** A second line with detail. */
  description?: string;
  /** `success` and `error` add a coloured edge and icon. */
  variant?: ToastVariant;
  /** Milliseconds before it closes itself (default 5000; `Infinity` keeps it until dismissed). */
  duration?: number;
  /**
   * A link or button under the message, e.g. `<a href="/wo/100001">Open WO 100001</a>` (the
   * app passes its router's link). Keep it short; what it does must also be in `actionAltText`.
   */
  action?: ReactElement;
  /** How a screen reader user reaches the action another way, e.g. "Open it from the PO's lines". */
  actionAltText?: string;
};

export type ToastItem = ToastOptions & { id: string };

type Listener = () => void;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast in the mounted `<Toaster />`; returns its id for `dismissToast`. */
export function toast(options: ToastOptions): string {
  const id = String(nextId++);
  toasts = [...toasts, { ...options, id }];
  emit();
  return id;
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  toasts = id === undefined ? [] : toasts.filter((item) => item.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return toasts;
}
