// What other domains may use of history (docs/server.md, "Layers"): every write records its
// change here, and versioned records update through one helper; record-history/ reads a
// record's rows for GET /api/history.
export {
  type HistoryRow,
  changedFields,
  definedOnly,
  historyAction,
  historyStatement,
  listHistory,
  listHistoryOf,
  recordChange,
  recordCreates,
} from "./repository.js";
export { checkVersion, updateVersioned } from "./versioned-update.js";
