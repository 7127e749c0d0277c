// What other screens take from the import feature: list screens a link and a button, the import
// page its screen (app/package.json says no side effects, so a list's chunk does not pull the screen).
export { ExportListButton } from "./export-list-button";
export { ImportLink } from "./import-link";
export { parseImportKind } from "./import-kinds";
export { ImportScreen } from "./import-screen";
