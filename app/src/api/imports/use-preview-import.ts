import { importRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { asCsv, mappingText } from "./csv-file";
import { importKeys } from "./keys";
import type { ImportKind, ImportMapping } from "./types";

export type PreviewImportInput = {
  kind: ImportKind;
  file: File;
  /** The columns as the user mapped them; left out, the server matches the headers. */
  mapping?: ImportMapping;
  /** Cancels a preview a newer one replaces (another mapping, another file). */
  signal?: AbortSignal;
  /** Bytes of the file sent so far, of its size. */
  onProgress?: (loaded: number, total: number) => void;
};

/**
 * `POST /imports/{kind}/preview?fileName=&mapping=` with the file as the body: what it would
 * create, update and leave unchanged, and every problem. Nothing is written and nothing is
 * cached. A refusal throws `ApiError` in the server's words (400 empty or no header row, 413
 * too large, 415 not a CSV).
 */
export function usePreviewImport() {
  const api = useApi();
  return useSWRMutation(importKeys.write("preview"), (_key, { arg }: { arg: PreviewImportInput }) =>
    api.upload(
      importRoutes.preview,
      { params: { kind: arg.kind }, query: { fileName: arg.file.name, mapping: mappingText(arg.mapping) } },
      asCsv(arg.file),
      { signal: arg.signal, onProgress: arg.onProgress },
    ),
  );
}
