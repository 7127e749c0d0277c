import { importRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { importKeys } from "./keys";
import type { ExportKind } from "./types";

/**
 * `POST /exports/{kind}.csv/link`: a single-use link to every customer, supplier or part as CSV,
 * in the import's columns (so the file imports back unchanged). The browser downloads it itself.
 */
export function useCreateExportLink() {
  const api = useApi();
  return useSWRMutation(importKeys.write("export-link"), (_key, { arg: kind }: { arg: ExportKind }) =>
    api.call(importRoutes.exports[kind].csvLink),
  );
}
