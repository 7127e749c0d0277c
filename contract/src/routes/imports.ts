import { downloadLinkSchema, noBody } from "../downloads.js";
import { type ExportKind, type ImportKind, exportKinds, importKinds } from "../import-columns.js";
import {
  importCsvAnswer,
  importParams,
  importPreviewSchema,
  importProgressAnswer,
  importQuery,
  runImportQuery,
} from "../imports.js";
import { noQuery } from "../list.js";
import { answers, pascalCase, route, writeAnswers } from "../route.js";

const tag = "Import and export";

/** The CSV file itself is the body of a preview and of an import. */
const csvFile = { file: ["text/csv"] } as const;

/** Every record of a kind as CSV, and a single-use link to it. */
const exportEntries = <const K extends ExportKind>(kind: K) => ({
  csv: route({
    method: "GET",
    path: `/exports/${kind}.csv`,
    operationId: `export${pascalCase(kind)}Csv`,
    tag,
    query: noQuery,
    answers: answers({ 200: importCsvAnswer }),
  }),
  csvLink: route({
    method: "POST",
    path: `/exports/${kind}.csv/link`,
    operationId: `create${pascalCase(kind)}ExportLink`,
    tag,
    query: noQuery,
    body: noBody,
    answers: writeAnswers({ 201: downloadLinkSchema }),
  }),
});

/** A kind's template (its header row and two example rows) as CSV, and a single-use link to it. */
const templateEntries = <const K extends ImportKind>(kind: K) => ({
  csv: route({
    method: "GET",
    path: `/imports/${kind}/template.csv`,
    operationId: `get${pascalCase(kind)}Template`,
    tag,
    query: noQuery,
    answers: answers({ 200: importCsvAnswer }),
  }),
  csvLink: route({
    method: "POST",
    path: `/imports/${kind}/template.csv/link`,
    operationId: `create${pascalCase(kind)}TemplateLink`,
    tag,
    query: noQuery,
    body: noBody,
    answers: writeAnswers({ 201: downloadLinkSchema }),
  }),
});

const byKind = <const K extends string, E>(kinds: readonly K[], entries: (kind: K) => E) =>
  Object.fromEntries(kinds.map((kind) => [kind, entries(kind)])) as { [Kind in K]: E };

/**
 * /api/imports and /api/exports (docs/api.md, "Import and export"): per kind, its export and
 * its template (each a CSV and a link to it); then a file's preview and its import.
 */
export const importRoutes = {
  exports: byKind(exportKinds, exportEntries),
  templates: byKind(importKinds, templateEntries),
  preview: route({
    method: "POST",
    path: "/imports/:kind/preview",
    operationId: "previewImport",
    tag,
    params: importParams,
    query: importQuery,
    body: csvFile,
    answers: writeAnswers({ 200: importPreviewSchema }),
  }),
  run: route({
    method: "POST",
    path: "/imports/:kind",
    operationId: "importCsv",
    tag,
    params: importParams,
    query: runImportQuery,
    body: csvFile,
    answers: writeAnswers({ 200: importProgressAnswer }, 409),
  }),
};
