import { z } from "zod/mini";
import { pathKey, plainText, timestampText } from "./fields.js";
import { importKinds } from "./import-columns.js";
import type { ContentAnswer } from "./route.js";

/** Request and response shapes of /api/imports (docs/api.md, "Import and export"); the columns are in import-columns.ts. */

/** The columns of a file: for each column key, the index of the file's column that fills it. */
export const importMapping = z.record(
  plainText().check(z.maxLength(40)),
  z.int({ error: "A mapping names a column by its number (0, 1, 2…)." }).check(z.gte(0), z.lt(1000)),
);
export type ImportMapping = z.infer<typeof importMapping>;

export const importParams = z.object({
  kind: z.enum(importKinds, { error: "Import customers, suppliers, parts or purchase-orders." }),
});

/** The query of a preview or an import; the body is the file's bytes. */
export const importQuery = z.object({
  fileName: pathKey.check(z.maxLength(200, { error: "At most 200 characters." })),
  /** JSON of an ImportMapping; left out, the columns are matched by their headers. */
  mapping: z.optional(
    z
      .pipe(
        z.string(),
        z.transform((text: string, context) => {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            context.issues.push({ code: "custom", message: "The mapping must be JSON.", input: text });
            return z.NEVER;
          }
        }),
      )
      .check(
        z.refine((value) => importMapping.safeParse(value).success, {
          error: "The mapping must map column keys to column numbers.",
        }),
      ),
  ),
});

/** The import itself also names the preview it follows. */
export const runImportQuery = z.extend(importQuery, {
  /** The preview's Fingerprint: the import refuses (409) when a record changed since. */
  fingerprint: plainText().check(z.minLength(1, { error: "Send the preview's fingerprint." }), z.maxLength(200)),
});

export const importProblemSchema = z.object({
  /** The line of the file (1 is the header row), as a spreadsheet numbers its rows. */
  Line: z.int(),
  /** The column's header in the file, or null for the row as a whole. */
  Column: z.nullable(z.string()),
  Message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** At most this many problems are listed; `ProblemCount` tells how many there are in all. */
export const MAX_IMPORT_PROBLEMS = 500;

/** How many of the file's first rows a preview shows as they will be stored. */
export const IMPORT_PREVIEW_ROWS = 10;

/** What the import does with a row's record; "problem": nothing, the row has problems. */
export const importRowActions = ["create", "update", "unchanged", "problem"] as const;

/**
 * The file's first rows as the import will store them: each value read by its field's rule
 * (amounts and dates in the database's form, text trimmed, defaults filled in, a PO line's
 * price from its part's breaks), written as an export writes it. A row with problems shows
 * its cells as read.
 */
export const importFirstRowsSchema = z.object({
  /** The columns the file fills, in the import's order: the column's key and its header in the template. */
  Columns: z.array(z.object({ Key: z.string(), Header: z.string() })),
  Rows: z.array(
    z.object({
      /** The row's line in the file (1 is the header row). */
      Line: z.int(),
      Action: z.enum(importRowActions),
      /** One per column of `Columns`; "" for none. */
      Cells: z.array(z.string()),
    }),
  ),
});

export const importPreviewSchema = z.object({
  File: z.object({
    Name: z.string(),
    Encoding: z.enum(["UTF-8", "Windows-1252"]),
    Delimiter: z.enum([",", ";", "\t"]),
    Headers: z.array(z.string()),
    /** Data rows (not counting the header row). */
    Rows: z.int(),
  }),
  /** The mapping used: the one sent, or the headers matched automatically. */
  Mapping: z.record(z.string(), z.int()),
  /** Records the file would create, update or leave as they are; a record with a problem counts in none of them. */
  Create: z.int(),
  Update: z.int(),
  Unchanged: z.int(),
  Problems: z.array(importProblemSchema),
  ProblemCount: z.int(),
  /** The first rows of the file (at most IMPORT_PREVIEW_ROWS) as they will be stored. */
  FirstRows: importFirstRowsSchema,
  /** What the records looked like at the preview; send it back with the import. */
  Fingerprint: z.string(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** A record an import created or changed, and the app's path to it. */
export const importedRecordSchema = z.object({ Label: z.string(), Path: z.string() });

export const importResultSchema = z.object({
  Created: z.int(),
  Updated: z.int(),
  Unchanged: z.int(),
  /** The first records created or updated (at most 100), in file order. */
  Records: z.array(importedRecordSchema),
  At: timestampText,
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * The import answers as it goes, one JSON object per line (`application/x-ndjson`): progress
 * lines, then the result, or an error if the write failed (nothing was changed then).
 */
export const importProgressLineSchema = z.union([
  z.object({ Progress: z.object({ Done: z.int(), Total: z.int() }) }),
  z.object({ Result: importResultSchema }),
  z.object({ Error: z.object({ message: z.string() }) }),
]);
export type ImportProgressLine = z.infer<typeof importProgressLineSchema>;

/** A file in the import's columns: an export, or a template. */
export const importCsvAnswer = {
  description: "RFC 4180 CSV, UTF-8 with a byte-order mark: the import's header row, then the rows.",
  content: { "text/csv": { schema: z.string() } },
} satisfies ContentAnswer;

/** An import's answer, streamed as it writes: one JSON line at a time (`importProgressLineSchema`). */
export const importProgressAnswer = {
  description:
    'One JSON object per line: {"Progress":{"Done","Total"}} as records are written, then {"Result":…}, or {"Error":{"message"}} when nothing was changed.',
  content: { "application/x-ndjson": { schema: z.string() } },
} satisfies ContentAnswer;
