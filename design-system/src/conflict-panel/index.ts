export { ConflictPanel, defaultFormatValue, type ConflictPanelProps } from "./conflict-panel";
export { mergeConflict, type ConflictMerge, type FieldChange } from "./merge-conflict";
export { isSameValue } from "./same-value";
