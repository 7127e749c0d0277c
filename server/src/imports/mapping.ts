import { type ImportColumn, type ImportMapping, type ImportProblem, importHeaderKey } from "@shopdesk/contract";
import { type CellValue, readCell } from "./cells.js";

/**
 * Which file column fills which field: matched by header (the column's own header or one of
 * its aliases, compared without case, spaces or punctuation), first match wins, each file
 * column used once.
 */
export function matchColumns(columns: readonly ImportColumn[], headers: string[]): ImportMapping {
  const byHeader = new Map<string, number>();
  headers.forEach((header, index) => {
    const key = importHeaderKey(header);
    if (key !== "" && !byHeader.has(key)) byHeader.set(key, index);
  });
  const mapping: ImportMapping = {};
  const used = new Set<number>();
  // Own headers first, so "Part number" is never taken by another column's alias.
  for (const pass of ["header", "aliases"] as const) {
    for (const column of columns) {
      if (column.key in mapping) continue;
      const names = pass === "header" ? [column.header] : column.aliases;
      for (const name of names) {
        const index = byHeader.get(importHeaderKey(name));
        if (index !== undefined && !used.has(index)) {
          mapping[column.key] = index;
          used.add(index);
          break;
        }
      }
    }
  }
  return mapping;
}

/** What is wrong with a mapping as a whole: unknown fields, columns the file lacks, required fields unmapped. */
export function mappingProblems(
  columns: readonly ImportColumn[],
  headers: string[],
  mapping: ImportMapping,
): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const known = new Set(columns.map((column) => column.key));
  const used = new Map<number, string>();
  for (const [key, index] of Object.entries(mapping)) {
    if (!known.has(key)) problems.push({ Line: 1, Column: null, Message: `There is no field ${key} to import.` });
    else if (index >= headers.length)
      problems.push({ Line: 1, Column: null, Message: `The file has no column ${index + 1}.` });
    else if (used.has(index))
      problems.push({
        Line: 1,
        Column: headers[index]!,
        Message: `This column is already mapped to ${used.get(index)}.`,
      });
    else used.set(index, columns.find((column) => column.key === key)!.header);
  }
  for (const column of columns) {
    if (column.required && !(column.key in mapping)) {
      problems.push({
        Line: 1,
        Column: null,
        Message: `No column is mapped to ${column.header}, which every row needs.`,
      });
    }
  }
  return problems;
}

/** One file row as the field rules read it: nested by the columns' dotted keys. */
export interface RowValues {
  line: number;
  /** `{ Pricing: { LotCharge: "45.00" } }` from the column `Pricing.LotCharge`. */
  values: Record<string, unknown>;
}

function setPath(target: Record<string, unknown>, path: string[], value: CellValue | null): void {
  let node = target;
  for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  if (value !== undefined) node[path.at(-1)!] = value;
}

/** A row's cells as the field rules read them; `line` is its row in the file. */
export function rowValues(
  columns: readonly ImportColumn[],
  mapping: ImportMapping,
  cells: string[],
  line: number,
): RowValues {
  const values: Record<string, unknown> = {};
  for (const column of columns) {
    const index = mapping[column.key];
    if (index !== undefined) setPath(values, column.key.split("."), readCell(column.type, cells[index] ?? ""));
  }
  return { line, values };
}
