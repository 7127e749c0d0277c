import { importRoutes } from "@shopdesk/contract";
import useSWRMutation from "swr/mutation";
import { useApi } from "../api-context";
import { importKeys } from "./keys";
import type { ImportKind } from "./types";

/**
 * `POST /imports/{kind}/template.csv/link`: a single-use link to the kind's template (its header
 * row and two example rows), minted with the bearer token so no token is in the URL; the browser
 * then downloads it itself.
 */
export function useCreateImportTemplateLink() {
  const api = useApi();
  return useSWRMutation(importKeys.write("template-link"), (_key, { arg: kind }: { arg: ImportKind }) =>
    api.call(importRoutes.templates[kind].csvLink),
  );
}
