import { type Customer, type CustomerInput, createCustomerBody, customerId, importColumns } from "@shopdesk/contract";
import { sql } from "kysely";
import type { z } from "zod/mini";
import { customerColumns, toCustomer } from "../customers/index.js";
import { type HistoryRow, changedFields, definedOnly, historyAction, historyStatement } from "../history/index.js";
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

type Body = z.output<typeof createCustomerBody>;

const path = (id: string) => `/customer/${encodeURIComponent(id)}`;
const label = (id: string) => `Customer ${id}`;
const notCompared = ["Version", "CreatedAt", "UpdatedAt"];

/** The customer as stored after `changes` over `current`: the columns an edit writes, read back as the API answers it. */
function storedCustomer(key: string, input: CustomerInput, current: Customer | undefined): Customer {
  const stamps = current ?? { Version: 1, CreatedAt: new Date(0), UpdatedAt: new Date(0) };
  return toCustomer({
    customer_id: key,
    ...customerColumns(input),
    version: stamps.Version,
    created_at: stamps.CreatedAt,
    updated_at: stamps.UpdatedAt,
  });
}

/** Customers, one per row, matched by id. */
export const customerImport: RecordKind<Body, Customer> = {
  columns: importColumns.customers,

  keyOf: (row) => keyProblems(row.line, "CustomerId", customerId.safeParse(row.values.CustomerId)),

  label,

  async load(db, keys) {
    const found = new Map<string, Customer>();
    for (const some of batches(keys, 5000)) {
      const rows = await db
        .selectFrom("customer")
        .selectAll()
        .where(sql<boolean>`customer_id = any(${some}::text[])`)
        .execute();
      for (const row of rows) found.set(row.customer_id, toCustomer(row));
    }
    return found;
  },

  parse([row], current) {
    const parsed = createCustomerBody.safeParse({ ...current, ...row!.values });
    return parsed.success ? parsed.data : issueProblems(parsed.error.issues, row!.line);
  },

  changes: ({ body }, current) => (sameValues(customerColumns(body), customerColumns(current)) ? null : body),

  stored: ({ key, body }, current) => [
    storedCustomer(key, current ? { ...current, ...definedOnly(body) } : body, current),
  ],

  async lock(trx, keys) {
    const found = new Map<string, number>();
    for (const some of batches(keys, 5000)) {
      const rows = await trx
        .selectFrom("customer")
        .select(["customer_id", "version"])
        .where(sql<boolean>`customer_id = any(${some}::text[])`)
        .forUpdate()
        .execute();
      for (const row of rows) found.set(row.customer_id, row.version);
    }
    return found;
  },

  create(records, who, source) {
    const customers = insertStatement(
      "customer",
      records.map(({ key, body }) => ({ customer_id: key, ...customerColumns(body) })),
    );
    const history = historyStatement(
      who,
      "customer",
      records.map(({ key }) => ({ key, action: "create", changes: {} })),
      source,
    );
    return async (trx) => {
      await customers(trx);
      await history(trx);
    };
  },

  async update(updates, who, source) {
    const rows = [];
    const history: HistoryRow[] = [];
    for (const [index, { record, current }] of updates.entries()) {
      if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await yieldTurn();
      const { CustomerId: _key, ...changes } = record.body;
      const merged: CustomerInput = { ...current, ...definedOnly(changes) };
      rows.push({ customer_id: record.key, version: current.Version, ...customerColumns(merged) });
      const changed = changedFields(current, storedCustomer(record.key, merged, current), notCompared);
      history.push({ key: record.key, action: historyAction(changed), changes: changed });
    }
    const customers = versionedUpdateStatement("customer", "customer_id", rows);
    const written = historyStatement(who, "customer", history, source);
    return async (trx) => {
      await customers(trx);
      await written(trx);
    };
  },

  links: async (_db, records) => records.map(({ key }) => ({ Label: label(key), Path: path(key) })),
};
