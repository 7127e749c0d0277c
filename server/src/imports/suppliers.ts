import { type Supplier, type SupplierInput, importColumns, supplierInput, supplierName } from "@shopdesk/contract";
import { sql } from "kysely";
import type { z } from "zod/mini";
import { type HistoryRow, changedFields, definedOnly, historyAction, historyStatement } from "../history/index.js";
import { supplierColumns, suppliersQuery, toSupplier } from "../suppliers/index.js";
import {
  type RecordKind,
  ROWS_PER_TURN,
  batches,
  issueProblems,
  keyProblems,
  sameValues,
  yieldTurn,
} from "./record-kind.js";
import { insertStatement, versionedUpdateStatement } from "./set-writes.js";

type Body = z.output<typeof supplierInput>;
/** A supplier with the id its history is kept under (a rename keeps it). */
type CurrentSupplier = Supplier & { SupplierId: string };

const path = (name: string) => `/supplier/${encodeURIComponent(name)}`;
const label = (name: string) => `Supplier ${name}`;
/** Supplier names are unique without regard to case (the unique index's expression). */
const keyOf = (name: string) => name.toLowerCase();
const notCompared = ["Version", "CreatedAt", "UpdatedAt", "IsApprovalExpired"];

/** The supplier as stored from `input`: the columns an edit writes, read back as the API answers it. */
function storedSupplier(input: SupplierInput, current: CurrentSupplier | undefined): Supplier {
  return toSupplier({
    supplier_id: current?.SupplierId ?? "",
    ...supplierColumns(input),
    is_expired: current?.IsApprovalExpired ?? false,
    latest_certificate: current?.LatestCertificate ?? null,
    version: current?.Version ?? 1,
    created_at: current?.CreatedAt ?? new Date(0),
    updated_at: current?.UpdatedAt ?? new Date(0),
  });
}

/** Suppliers, one per row, matched by name whatever its case (a file may correct the case). */
export const supplierImport: RecordKind<Body, CurrentSupplier> = {
  columns: importColumns.suppliers,

  keyOf(row) {
    const name = keyProblems(row.line, "SupplierName", supplierName.safeParse(row.values.SupplierName));
    return typeof name === "string" ? keyOf(name) : name;
  },

  // The key is lower-cased; problems name the supplier as the file does.
  label,

  async load(db, keys) {
    const found = new Map<string, CurrentSupplier>();
    for (const some of batches(keys, 5000)) {
      const rows = await suppliersQuery(db)
        .where(sql<boolean>`lower(supplier_name) = any(${some}::text[])`)
        .execute();
      for (const row of rows) found.set(keyOf(row.supplier_name), { ...toSupplier(row), SupplierId: row.supplier_id });
    }
    return found;
  },

  parse([row], current) {
    const parsed = supplierInput.safeParse({ ...current, ...row!.values });
    return parsed.success ? parsed.data : issueProblems(parsed.error.issues, row!.line);
  },

  changes: ({ body }, current) => (sameValues(supplierColumns(body), supplierColumns(current)) ? null : body),

  stored: ({ body }, current) => [storedSupplier(current ? { ...current, ...definedOnly(body) } : body, current)],

  async lock(trx, keys) {
    const found = new Map<string, number>();
    for (const some of batches(keys, 5000)) {
      const rows = await trx
        .selectFrom("supplier")
        .select(["supplier_name", "version"])
        .where(sql<boolean>`lower(supplier_name) = any(${some}::text[])`)
        .forUpdate()
        .execute();
      for (const row of rows) found.set(keyOf(row.supplier_name), row.version);
    }
    return found;
  },

  create(records, who, source) {
    const suppliers = insertStatement<{ supplier_id: string }>(
      "supplier",
      records.map(({ body }) => supplierColumns(body)),
      ["supplier_id"],
    );
    return async (trx) => {
      const inserted = await suppliers(trx);
      // The history is keyed by the supplier's id, so a rename keeps it.
      await historyStatement(
        who,
        "supplier",
        inserted.map((row) => ({ key: row.supplier_id, action: "create", changes: {} })),
        source,
      )(trx);
    };
  },

  async update(updates, who, source) {
    const rows = [];
    const history: HistoryRow[] = [];
    for (const [index, { record, current }] of updates.entries()) {
      if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await yieldTurn();
      const { SupplierId, ...before } = current;
      const merged: SupplierInput = { ...before, ...definedOnly(record.body) };
      rows.push({ supplier_id: SupplierId, version: current.Version, ...supplierColumns(merged) });
      const changed = changedFields(before, storedSupplier(merged, current), notCompared);
      history.push({ key: SupplierId, action: historyAction(changed), changes: changed });
    }
    const suppliers = versionedUpdateStatement("supplier", "supplier_id", rows);
    const written = historyStatement(who, "supplier", history, source);
    return async (trx) => {
      await suppliers(trx);
      await written(trx);
    };
  },

  links: async (_db, records) =>
    records.map(({ body }) => ({ Label: label(body.SupplierName), Path: path(body.SupplierName) })),
};
