import { type Customer, createCustomerBody, customerId, importColumns } from "@shopdesk/contract";
import { sql } from "kysely";
import type { z } from "zod/mini";
import { customerColumns, toCustomer, updateCustomerIn } from "../customers/index.js";
import { recordCreates } from "../history/index.js";
import { type RecordKind, batches, issueProblems, keyProblems, sameValues } from "./record-kind.js";

type Body = z.output<typeof createCustomerBody>;

const path = (id: string) => `/customer/${encodeURIComponent(id)}`;
const label = (id: string) => `Customer ${id}`;

/** Customers, one per row, matched by id. */
export const customerImport: RecordKind<Body, Customer> = {
  columns: importColumns.customers,

  keyOf: (row) => keyProblems(row.line, "CustomerId", customerId.safeParse(row.values.CustomerId)),

  label,

  async load(db, keys, lock) {
    const found = new Map<string, Customer>();
    for (const some of batches(keys, 5000)) {
      const query = db.selectFrom("customer").selectAll().where(sql<boolean>`customer_id = any(${some}::text[])`);
      for (const row of await (lock ? query.forUpdate() : query).execute()) found.set(row.customer_id, toCustomer(row));
    }
    return found;
  },

  parse([row], current) {
    const parsed = createCustomerBody.safeParse({ ...current, ...row!.values });
    return parsed.success ? parsed.data : issueProblems(parsed.error.issues, row!.line);
  },

  changes: ({ body }, current) => (sameValues(customerColumns(body), customerColumns(current)) ? null : body),

  async create(trx, who, records, source) {
    for (const some of batches(records, 500)) {
      await trx
        .insertInto("customer")
        .values(some.map(({ body: { CustomerId, ...input } }) => ({ customer_id: CustomerId, ...customerColumns(input) })))
        .execute();
    }
    const keys = records.map((record) => record.key);
    await recordCreates(trx, who, "customer", keys, source);
    return keys.map((key) => ({ Label: label(key), Path: path(key) }));
  },

  async update(trx, who, { key }, { CustomerId: _key, ...changes }: Body, version, source) {
    await updateCustomerIn(trx, who, key, { ...changes, Version: version }, source);
    return { Label: label(key), Path: path(key) };
  },
};
