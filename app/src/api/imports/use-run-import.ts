import { importRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { ApiError } from "../client";
import { readJsonLines } from "../json-lines";
import { asCsv, mappingText } from "./csv-file";
import { importKeys } from "./keys";
import type { ImportKind, ImportMapping, ImportProgress, ImportProgressLine, ImportResult } from "./types";
import { useStoreImport } from "./use-store-import";

export type RunImportInput = {
  kind: ImportKind;
  file: File;
  mapping: ImportMapping;
  /** The preview's `Fingerprint`: the server refuses (409) if a record changed since. */
  fingerprint: string;
  /** Each progress line as it arrives: rows written of the file's. */
  onProgress: (progress: ImportProgress) => void;
};

// The answer stopped before saying how it went: the transaction may have committed or not.
const unknownOutcome =
  "The connection to the server ended before the import said how it went. It may have finished: open the list to check before importing the file again.";

/**
 * `POST /imports/{kind}?fileName=&mapping=&fingerprint=` with the file as the body, reading the
 * answer's lines as they come (`onProgress`), and answering its result. Throws `ApiError`: 400
 * when the file has problems, 409 with the preview as it is now in `current` when a record
 * changed since the preview, and the server's words when the write failed (nothing was
 * changed). Afterwards every list of that kind is fetched again.
 */
export function useRunImport() {
  const api = useApi();
  const store = useStoreImport();
  return useSWRMutation(
    importKeys.write("run"),
    async (_key, { arg }: { arg: RunImportInput }): Promise<ImportResult> => {
      const { kind, file, mapping, fingerprint, onProgress } = arg;
      const input = { params: { kind }, query: { fileName: file.name, mapping: mappingText(mapping), fingerprint } };
      try {
        const answer = await api.uploadAndStream(importRoutes.run, input, asCsv(file));
        for await (const line of readJsonLines<ImportProgressLine>(answer)) {
          if ("Progress" in line) onProgress(line.Progress);
          // The HTTP answer was 200 by then; the line says the transaction was rolled back.
          else if ("Error" in line) throw new ApiError(200, "import_failed", line.Error.message);
          else {
            void store(kind);
            return line.Result;
          }
        }
      } catch (error) {
        if (error instanceof ApiError) throw error;
        void store(kind);
        throw new ApiError(0, "outcome_unknown", unknownOutcome);
      }
      void store(kind);
      throw new ApiError(0, "outcome_unknown", unknownOutcome);
    },
  );
}
