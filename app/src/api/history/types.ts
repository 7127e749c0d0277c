import type { ApiError } from "../client";

export type HistoryEntity = "customer" | "supplier" | "part";

/** One recorded change: who, when, and each field's value before and after. */
export type HistoryEntry = {
  At: string;
  Subject: string;
  Name: string | null;
  Action: string;
  Changes: Record<string, { From: unknown; To: unknown }>;
};

export type HistoryError = ApiError;
