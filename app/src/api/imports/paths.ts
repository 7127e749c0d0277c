import { toQueryString } from "../list";
import type { ExportKind, ImportKind, ImportMapping } from "./types";

/** What names the file of a preview or an import (docs/api.md, "Import and export"). */
export type ImportFileQuery = {
  fileName: string;
  /** The user's mapping; left out, the server matches the headers itself. */
  mapping?: ImportMapping;
};

const fileQuery = ({ fileName, mapping }: ImportFileQuery) => ({
  fileName,
  mapping: mapping && JSON.stringify(mapping),
});

/** `/imports/{kind}/preview?fileName=&mapping=`: what the file would do. */
export function importPreviewPath(kind: ImportKind, query: ImportFileQuery): string {
  return `/imports/${kind}/preview${toQueryString(fileQuery(query))}`;
}

/** `/imports/{kind}?fileName=&mapping=&fingerprint=`: the import, refused (409) when a record changed since the preview. */
export function importPath(kind: ImportKind, query: ImportFileQuery & { fingerprint: string }): string {
  return `/imports/${kind}${toQueryString({ ...fileQuery(query), fingerprint: query.fingerprint })}`;
}

/** `/imports/{kind}/template.csv/link`: a single-use link to the kind's template (headers and two example rows). */
export const importTemplateLinkPath = (kind: ImportKind) => `/imports/${kind}/template.csv/link`;

/** `/exports/{kind}.csv/link`: a single-use link to every record of a list, in the import's columns. */
export const exportLinkPath = (kind: ExportKind) => `/exports/${kind}.csv/link`;
