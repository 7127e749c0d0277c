import type { RouteAnswer, importProgressLineSchema, importRoutes } from "@shopdesk/contract";
import type { z } from "zod/mini";
import type { ApiError } from "../client";

export {
  importColumns,
  importHeaderKey,
  importKindLabels,
  importKinds,
  MAX_IMPORT_MB,
  type ExportKind,
  type ImportColumn,
  type ImportKind,
  type ImportMapping,
} from "@shopdesk/contract";
export type { DownloadLink } from "../reports/types";

/** What a file would do (`POST /imports/{kind}/preview`): counts, problems, the mapping used, the fingerprint to import with. */
export type ImportPreview = RouteAnswer<typeof importRoutes.preview>;
export type ImportProblem = ImportPreview["Problems"][number];
/**
 * One line of an import's answer (`POST /imports/{kind}` streams them as NDJSON): its progress,
 * its result, or why it changed nothing.
 */
export type ImportProgressLine = z.input<typeof importProgressLineSchema>;
/** What an import did: counts and the first records it created or changed, with their paths in the app. */
export type ImportResult = Extract<ImportProgressLine, { Result: unknown }>["Result"];
export type ImportProgress = Extract<ImportProgressLine, { Progress: unknown }>["Progress"];

/**
 * A refused preview or import: 400/413/415 with the server's message; a 409 carries the
 * preview as it is now in `current`.
 */
export type ImportError = ApiError;
