import type { PartKey } from "../../api/parts/types";

/** `/part?partNumber=…&revision=…`: the part screen with this revision chosen. */
export function partLink({ PartNumber, Revision }: PartKey): string {
  return `/part?${new URLSearchParams({ partNumber: PartNumber, revision: Revision }).toString()}`;
}
