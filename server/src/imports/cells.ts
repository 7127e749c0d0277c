import type { ImportCellType } from "@shopdesk/contract";

/**
 * A cell as the field rules should see it, read by its column's type. Only what is certain
 * is rewritten (`$1,234.50` → `1234.50`, `3/7/2025` → `2025-03-07`, `Yes` → true); anything
 * else is passed on as written, so the rule refuses it in the forms' own words.
 */
export type CellValue = string | number | boolean | string[] | undefined;

const truthy = new Set(["yes", "y", "true", "1", "active", "x"]);
const falsy = new Set(["no", "n", "false", "0", "inactive"]);

/** Yes/No, Y/N, true/false, 1/0, Active/Inactive. */
export function readBoolean(cell: string): CellValue {
  const text = cell.trim().toLowerCase();
  if (truthy.has(text)) return true;
  if (falsy.has(text)) return false;
  return cell;
}

/**
 * An amount: currency signs and spaces dropped; `1,234.50` (commas between thousands),
 * `1.234,50` and `12,5` (a decimal comma, as semicolon files from Europe write it).
 * `1,234` is one thousand two hundred and thirty-four: a comma before exactly three digits
 * is a thousands separator.
 */
export function readMoney(cell: string): CellValue {
  const text = cell.trim().replace(/[$€£¥\s\u00a0]/g, "");
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return text.replace(/,/g, "");
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(text)) return text.replace(/\./g, "").replace(",", ".");
  if (/^\d+,(\d{1,2}|\d{4,})$/.test(text)) return text.replace(",", ".");
  return text;
}

/** A whole number: `1,000` and `1000`; anything else as written (the rule says what it wants). */
export function readWhole(cell: string): CellValue {
  const text = cell.trim();
  const digits = /^\d{1,3}(,\d{3})+$/.test(text) ? text.replace(/,/g, "") : text;
  return /^\d+$/.test(digits) ? Number(digits) : text;
}

/**
 * A date as `YYYY-MM-DD`, or US `M/D/YYYY` (Excel in the US), either with a time after it
 * (`3/7/2025 0:00`, `2025-03-07T00:00:00`), which is dropped.
 */
export function readDate(cell: string): CellValue {
  const text = cell
    .trim()
    .replace(/[T\s]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?\s*([AaPp][Mm])?(Z|[+-]\d{2}:?\d{2})?$/, "")
    .trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}`;
  return text;
}

/** A list in one cell, separated by semicolons: `Anodize; Passivate`. */
export function readList(cell: string): CellValue {
  const items = cell
    .split(";")
    .map((item) => item.trim())
    .filter((item) => item !== "");
  return items;
}

/**
 * What a blank cell means: text is cleared (a required field then says it is required), a date
 * is none, a list is empty; a yes/no, an amount or a quantity is left out, so a new record takes
 * the form's default and an update keeps what the record has.
 */
const blank: Record<ImportCellType, CellValue | null> = {
  text: "",
  date: null,
  list: [],
  boolean: undefined,
  money: undefined,
  whole: undefined,
};

const readers: Record<ImportCellType, (cell: string) => CellValue> = {
  text: (cell) => cell,
  boolean: readBoolean,
  money: readMoney,
  date: readDate,
  whole: readWhole,
  list: readList,
};

export function readCell(type: ImportCellType, cell: string): CellValue | null {
  return cell.trim() === "" ? blank[type] : readers[type](cell);
}
