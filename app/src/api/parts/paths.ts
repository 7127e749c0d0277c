import type { PartKey } from "./types";

/** The history key of a part revision: `PartNumber/Revision`. */
export function partHistoryKey({ PartNumber, Revision }: PartKey): string {
  return `${PartNumber}/${Revision}`;
}
