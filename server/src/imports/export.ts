import {
  type ExportKind,
  type ImportColumn,
  type ImportKind,
  TEMPLATE_PRICE_BREAKS,
  importColumns,
} from "@shopdesk/contract";
import { sql } from "kysely";
import { toCustomer } from "../customers/index.js";
import type { Database } from "../db/database.js";
import { partsRowQuery, toPart } from "../parts/index.js";
import { streamRows } from "../reports/index.js";
import { suppliersQuery, toSupplier } from "../suppliers/index.js";

/**
 * Exports and templates (docs/api.md, "Import and export"): the import's own columns, written
 * as the import reads them (Yes/No, decimals, ISO dates, lists joined by "; "), so an export
 * imports back leaving every record and its Version as they were.
 */

/** A value as a cell. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.join("; ");
  return String(value);
}

/** The value of a column in a record as the API answers it (`Pricing.LotCharge`, `Break2Price`). */
export function valueOf(record: Record<string, unknown>, column: ImportColumn): unknown {
  const breakColumn = /^Break(\d+)(Quantity|Price)$/.exec(column.key);
  if (breakColumn) {
    const row = (record.Pricing as { Breaks?: { MinQuantity: number; UnitPrice: string }[] } | undefined)?.Breaks?.[
      Number(breakColumn[1]) - 1
    ];
    return breakColumn[2] === "Quantity" ? row?.MinQuantity : row?.UnitPrice;
  }
  return column.key
    .split(".")
    .reduce<unknown>((node, field) => (node as Record<string, unknown> | undefined)?.[field], record);
}

/** The columns a file of `kind` is written with: for parts, as many break pairs as `breaks`. */
export function fileColumns(kind: ImportKind, breaks = TEMPLATE_PRICE_BREAKS): ImportColumn[] {
  return importColumns[kind].filter((column) => {
    const n = /^Break(\d+)/.exec(column.key)?.[1];
    return n === undefined || Number(n) <= breaks;
  });
}

/** The template: the header row and the two example rows. */
export function templateRows(kind: ImportKind): { header: string[]; rows: string[][] } {
  const columns = fileColumns(kind);
  return {
    header: columns.map((column) => column.header),
    rows: [0, 1].map((index) => columns.map((column) => column.examples[index]!)),
  };
}

async function* asCells<Row>(
  rows: AsyncGenerator<Row>,
  toRecord: (row: Row) => object,
  columns: ImportColumn[],
): AsyncGenerator<string[]> {
  for await (const row of rows) {
    const record = toRecord(row) as Record<string, unknown>;
    yield columns.map((column) => cellText(valueOf(record, column)));
  }
}

/** Every record of `kind`, in key order, through a cursor (memory stays flat at 500k parts). */
export async function exportRows(
  database: Database,
  kind: ExportKind,
): Promise<{ header: string[]; rows: AsyncGenerator<string[]> }> {
  const { db } = database;
  if (kind === "customers") {
    const columns = fileColumns(kind);
    const rows = streamRows(database, sql`${db.selectFrom("customer").selectAll().orderBy("customer_id")}`);
    return {
      header: columns.map((column) => column.header),
      rows: asCells(rows, (row) => toCustomer(row as never), columns),
    };
  }
  if (kind === "suppliers") {
    const columns = fileColumns(kind);
    const rows = streamRows(database, sql`${suppliersQuery(db).orderBy(sql`lower(supplier_name)`)}`);
    return {
      header: columns.map((column) => column.header),
      rows: asCells(rows, (row) => toSupplier(row as never), columns),
    };
  }
  // As many break columns as the part with the most breaks needs.
  const { rows: most } = await sql<{
    n: number;
  }>`select coalesce(max(n), 0)::int as n from (select count(*) as n from part_price_break group by part_id) as counts`.execute(
    db,
  );
  const columns = fileColumns(kind, Math.max(TEMPLATE_PRICE_BREAKS, most[0]!.n));
  const rows = streamRows(database, sql`${partsRowQuery(db).orderBy("p.part_number").orderBy("p.revision")}`);
  return {
    header: columns.map((column) => column.header),
    rows: asCells(rows, (row) => toPart(row as never), columns),
  };
}
