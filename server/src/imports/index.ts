// What other domains may use of imports (docs/server.md, "Layers"): the downloads its links make.
export { type ImportTemplateTarget, type RecordsCsvTarget, sendImportTemplate, sendRecordsCsv } from "./routes.js";
