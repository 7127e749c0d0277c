import { type Supplier, importColumns, supplierInput, supplierName } from "@shopdesk/contract";
import { sql } from "kysely";
import type { z } from "zod/mini";
import { recordCreates } from "../history/index.js";
import { supplierColumns, suppliersQuery, toSupplier, updateSupplierIn } from "../suppliers/index.js";
import { type RecordKind, batches, issueProblems, keyProblems, sameValues } from "./record-kind.js";

type Body = z.output<typeof supplierInput>;

const path = (name: string) => `/supplier/${encodeURIComponent(name)}`;
const label = (name: string) => `Supplier ${name}`;
/** Supplier names are unique without regard to case (the unique index's expression). */
const keyOf = (name: string) => name.toLowerCase();

/** Suppliers, one per row, matched by name whatever its case (a file may correct the case). */
export const supplierImport: RecordKind<Body, Supplier> = {
  columns: importColumns.suppliers,

  keyOf(row) {
    const name = keyProblems(row.line, "SupplierName", supplierName.safeParse(row.values.SupplierName));
    return typeof name === "string" ? keyOf(name) : name;
  },

  // The key is lower-cased; problems name the supplier as the file does.
  label,

  async load(db, keys, lock) {
    const found = new Map<string, Supplier>();
    for (const some of batches(keys, 5000)) {
      const query = suppliersQuery(db).where(sql<boolean>`lower(supplier_name) = any(${some}::text[])`);
      for (const row of await (lock ? query.forUpdate() : query).execute()) found.set(keyOf(row.supplier_name), toSupplier(row));
    }
    return found;
  },

  parse([row], current) {
    const parsed = supplierInput.safeParse({ ...current, ...row!.values });
    return parsed.success ? parsed.data : issueProblems(parsed.error.issues, row!.line);
  },

  changes: ({ body }, current) => (sameValues(supplierColumns(body), supplierColumns(current)) ? null : body),

  async create(trx, who, records, source) {
    const ids: string[] = [];
    for (const some of batches(records, 500)) {
      const rows = await trx
        .insertInto("supplier")
        .values(some.map(({ body }) => supplierColumns(body)))
        .returning("supplier_id")
        .execute();
      ids.push(...rows.map((row) => row.supplier_id));
    }
    // The history is keyed by the supplier's id, so a rename keeps it.
    await recordCreates(trx, who, "supplier", ids, source);
    return records.map(({ body }) => ({ Label: label(body.SupplierName), Path: path(body.SupplierName) }));
  },

  async update(trx, who, { key, body }, changes, version, source) {
    await updateSupplierIn(trx, who, key, { ...changes, Version: version }, source);
    return { Label: label(body.SupplierName), Path: path(body.SupplierName) };
  },
};
