import type { HistoryRecord, historyEntrySchema } from "@shopdesk/contract";
import type { z } from "zod/mini";
import type { ApiError } from "../client";

/** The records whose history can be asked for. */
export type HistoryEntity = HistoryRecord;

/** One recorded change: who, when, which record (a PO's history holds its lines' and slips' rows), each field before and after. */
export type HistoryEntry = z.input<typeof historyEntrySchema>;

export type HistoryError = ApiError;
