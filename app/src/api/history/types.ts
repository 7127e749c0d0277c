import type { HistoryRecord, RouteAnswer, historyRoutes } from "@shopdesk/contract";
import type { ApiError } from "../client";

/** The records whose history can be asked for. */
export type HistoryEntity = HistoryRecord;

/** One recorded change: who, when, which record (a PO's history holds its lines' and slips' rows), each field before and after. */
export type HistoryEntry = RouteAnswer<typeof historyRoutes.get>[number];

export type HistoryError = ApiError;
