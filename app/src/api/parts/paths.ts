import type { PartKey } from "./types";

/** `/parts/{partNumber}/{revision}` with both segments URL-encoded. */
export function partPath(partNumber: string, revision: string): string {
  return `/parts/${encodeURIComponent(partNumber)}/${encodeURIComponent(revision)}`;
}

/** The history key of a part revision: `PartNumber/Revision`. */
export function partHistoryKey({ PartNumber, Revision }: PartKey): string {
  return `${PartNumber}/${Revision}`;
}
