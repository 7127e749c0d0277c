import type { PartKey } from "../../api/parts/types";

/** `/print/part-pricing/{partNumber}/{revision}`. */
export function pricingSheetPrintPath({ PartNumber, Revision }: PartKey): string {
  return `/print/part-pricing/${encodeURIComponent(PartNumber)}/${encodeURIComponent(Revision)}`;
}
