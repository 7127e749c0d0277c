import type { ApiError } from "../client";

export type HistoryEntity = "customer" | "supplier" | "part" | "purchase_order" | "work_order";

/** One recorded change: who, when, and each field's value before and after. */
export type HistoryEntry = {
  At: string;
  Subject: string;
  Name: string | null;
  Action: string;
  Changes: Record<string, { From: unknown; To: unknown }>;
  /** Which record the row is about: a PO's history also holds its lines' and slips' rows. */
  Entity?: string;
  /** That record in words: "PO", "Line 2", "Packing slip 1". */
  Label?: string;
};

export type HistoryError = ApiError;
