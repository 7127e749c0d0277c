import type { ImportColumn, ImportMapping } from "../../api/imports/types";

/** The key of the column that file column `index` fills, or "" when it is not imported. */
export function columnKeyAt(mapping: ImportMapping, index: number): string {
  return Object.entries(mapping).find(([, at]) => at === index)?.[0] ?? "";
}

/**
 * The mapping with file column `index` filling the column `key` ("" for not imported). A
 * column is filled from one file column only, so `key` leaves the file column it was on.
 */
export function mapFileColumn(mapping: ImportMapping, index: number, key: string): ImportMapping {
  const next: ImportMapping = {};
  for (const [each, at] of Object.entries(mapping)) if (at !== index && each !== key) next[each] = at;
  if (key !== "") next[key] = index;
  return next;
}

/** The kind's required columns (the contract's: those that name a record) that no file column fills. */
export function unmappedRequiredColumns(columns: readonly ImportColumn[], mapping: ImportMapping): ImportColumn[] {
  return columns.filter((column) => column.required && !(column.key in mapping));
}

export function isSameMapping(a: ImportMapping, b: ImportMapping): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** A file column as a spreadsheet names it: 0 → "A", 25 → "Z", 26 → "AA". */
export function spreadsheetColumn(index: number): string {
  let name = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}
