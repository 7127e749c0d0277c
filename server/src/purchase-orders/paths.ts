import { BIGINT_DIGITS, INTEGER_DIGITS, pathNumber } from "../http/path-number.js";
import { lineNotFound } from "./lines.js";
import { purchaseOrderNotFound } from "./rows.js";

/** `poKey` from the path: digits, else 404. */
export const poKeyOf = (params: { poKey: string }) => pathNumber(params.poKey, BIGINT_DIGITS, purchaseOrderNotFound);

/** `poKey` and `lineNumber` from the path. */
export function poLineOf(params: { poKey: string; lineNumber: string }): { poKey: string; lineNumber: number } {
  const poKey = poKeyOf(params);
  const lineNumber = Number(pathNumber(params.lineNumber, INTEGER_DIGITS, (text) => lineNotFound(poKey, text)));
  return { poKey, lineNumber };
}
