import type { HistoryEntity } from "./types";

/** SWR keys of the history calls. */
export const historyKeys = {
  list: (entity: HistoryEntity, key: string) => [HISTORY, entity, key] as const,
};

export const HISTORY = "history";
