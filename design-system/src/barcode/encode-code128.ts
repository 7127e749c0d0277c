import JsBarcode from "jsbarcode";

type EncodedTarget = { encodings?: { data: string }[] };

/**
 * The Code 128 modules of `value` as a string of "1" (bar) and "0" (space), start, check and stop
 * symbols included; "" when the value cannot be encoded (empty, or characters outside Code 128).
 */
export function encodeCode128(value: string): string {
  if (!value) return "";
  const target: EncodedTarget = {};
  try {
    // A plain object makes JsBarcode hand back the encoding instead of drawing into a DOM node.
    JsBarcode(target, value, { format: "CODE128", displayValue: false });
  } catch {
    return "";
  }
  return target.encodings?.map((encoding) => encoding.data).join("") ?? "";
}

/** Runs of bars as `[start, width]` in modules, for drawing one rect per bar. */
export function barRuns(modules: string): Array<[start: number, width: number]> {
  const runs: Array<[number, number]> = [];
  for (const match of modules.matchAll(/1+/g)) runs.push([match.index, match[0].length]);
  return runs;
}
