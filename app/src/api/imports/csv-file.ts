import type { ImportMapping } from "./types";

/**
 * The file as the API takes it, `text/csv`, whatever type the browser gave it: Excel's CSVs come
 * as `application/vnd.ms-excel` on Windows, and some files with no type at all. The bytes are
 * the file's own (a Blob of a Blob copies nothing).
 */
export const asCsv = (file: Blob) => new Blob([file], { type: "text/csv" });

/** The mapping as the query takes it (`mapping=` JSON); left out, the server matches the headers itself. */
export const mappingText = (mapping: ImportMapping | undefined) => mapping && JSON.stringify(mapping);
