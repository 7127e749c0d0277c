// What other domains may use of history (docs/server.md, "Layers"): every write records its
// change here, and versioned records update through one helper.
export {
  type HistoryRow,
  changedFields,
  definedOnly,
  historyAction,
  historyStatement,
  recordChange,
  recordCreates,
} from "./repository.js";
export { checkVersion, updateVersioned } from "./versioned-update.js";
