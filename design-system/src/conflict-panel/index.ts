export { ConflictPanel, defaultFormatValue, type ConflictPanelProps } from "./conflict-panel";
export { isSameValue, mergeConflict, type ConflictMerge, type FieldChange } from "./merge-conflict";
