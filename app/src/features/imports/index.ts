// What list screens take from the import feature: a link and a button, not the import screen.
export { ExportListButton } from "./export-list-button";
export { ImportLink } from "./import-link";
