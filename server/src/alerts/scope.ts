import { type Kysely, sql } from "kysely";
import type { Schema } from "../db/schema.js";

/**
 * The records a write touched, so that an evaluation after it reads those and not a million
 * WOs: WO numbers, supplier ids, POKeys (the database's keys). An evaluation without a scope
 * reads everything.
 */
export interface AlertScope {
  workOrders?: readonly string[];
  suppliers?: readonly string[];
  poKeys?: readonly string[];
}

/** Each rule's records, by its own key, after `widenScope`. */
export type WideScope = Required<AlertScope>;

/**
 * Past this many keys a scoped evaluation is no cheaper than a full one (an import of 50,000
 * records), so the hub evaluates everything instead.
 */
export const LARGEST_SCOPE = 5_000;

const union = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  a === undefined && b === undefined ? undefined : [...new Set([...(a ?? []), ...(b ?? [])])];

export function mergeScopes(a: AlertScope, b: AlertScope): AlertScope {
  const merged: AlertScope = {};
  const workOrders = union(a.workOrders, b.workOrders);
  const suppliers = union(a.suppliers, b.suppliers);
  const poKeys = union(a.poKeys, b.poKeys);
  if (workOrders) merged.workOrders = workOrders;
  if (suppliers) merged.suppliers = suppliers;
  if (poKeys) merged.poKeys = poKeys;
  return merged;
}

export const scopeSize = (scope: AlertScope) =>
  (scope.workOrders?.length ?? 0) + (scope.suppliers?.length ?? 0) + (scope.poKeys?.length ?? 0);

/** A change log row as the alerts read it: which record, named as the API names it. */
export interface LoggedChange {
  event_id: string;
  entity_type: string;
  entity_key: string;
}

/** The log's events after `after`, oldest first, at most `limit`. */
export async function changesAfter(db: Kysely<Schema>, after: bigint, limit: number): Promise<LoggedChange[]> {
  return db
    .selectFrom("change_event")
    .select(["event_id", "entity_type", "entity_key"])
    .where("event_id", ">", after.toString())
    .orderBy("event_id")
    .limit(limit)
    .execute();
}

/** The leading number of a key (`100123`, `42/3`): the record a line, slip or operation belongs to. */
const leadingNumber = (key: string) => /^(\d{1,18})(\/\d{1,9})?$/.exec(key)?.[1];

/**
 * The records the rules look at for these changes. The log names records as the API does: a
 * WO by number (an operation `WONumber/Sequence`), a PO by POKey (its lines and slips
 * `POKey/N`), a supplier by its name as committed, or its id once it is gone. Customers and
 * parts are in no rule.
 */
export async function scopeOfChanges(db: Kysely<Schema>, changes: readonly LoggedChange[]): Promise<AlertScope> {
  const workOrders = new Set<string>();
  const poKeys = new Set<string>();
  const supplierNames = new Set<string>();
  for (const { entity_type: type, entity_key: key } of changes) {
    const number = leadingNumber(key);
    if ((type === "work_order" || type === "wo_operation") && number) workOrders.add(number);
    else if ((type === "purchase_order" || type === "po_line" || type === "packing_slip") && number) poKeys.add(number);
    else if (type === "supplier") supplierNames.add(key);
  }
  const suppliers = new Set<string>();
  if (supplierNames.size > 0) {
    const names = [...supplierNames];
    const { rows: found } = await sql<{ supplier_id: string; key: string }>`
      select supplier_id, lower(supplier_name) as key from supplier
      where lower(supplier_name) = any(${names.map((name) => name.toLowerCase())}::text[])`.execute(db);
    for (const row of found) suppliers.add(row.supplier_id);
    // A supplier gone from the table is logged by its id: its alerts resolve as deleted.
    const foundNames = new Set(found.map((row) => row.key));
    for (const name of names) if (!foundNames.has(name.toLowerCase()) && /^\d{1,18}$/.test(name)) suppliers.add(name);
  }
  return { workOrders: [...workOrders], poKeys: [...poKeys], suppliers: [...suppliers] };
}

/**
 * What a scope means to each rule. A WO's change reaches beyond the WO: its PO line's "due"
 * alert names its status, and the supplier rules look at outside work on unfinished WOs. So a
 * WO adds its PO and the suppliers now on its operations; and since an operation may have just
 * left a supplier (its old supplier is in no log row), also every supplier with an open
 * supplier alert: those are the only ones a WO's change can resolve, and they are few.
 */
export async function widenScope(db: Kysely<Schema>, scope: AlertScope): Promise<WideScope> {
  const workOrders = [...(scope.workOrders ?? [])];
  const poKeys = new Set(scope.poKeys ?? []);
  const suppliers = new Set(scope.suppliers ?? []);
  if (workOrders.length > 0) {
    const { rows } = await sql<{ po_key: string | null; supplier_id: string | null }>`
      select distinct l.po_key, null::bigint as supplier_id
        from work_order w join po_line l on l.po_line_id = w.po_line_id
        where w.wo_number = any(${workOrders}::bigint[])
      union
      select distinct null::bigint, o.supplier_id from wo_operation o
        where o.wo_number = any(${workOrders}::bigint[]) and o.supplier_id is not null
      union
      select distinct null::bigint, a.record_key::bigint from alert a
        where a.rule in ('approval-lapsed', 'certificate-expiring') and a.resolved_at is null`.execute(db);
    for (const row of rows) {
      if (row.po_key !== null) poKeys.add(row.po_key);
      if (row.supplier_id !== null) suppliers.add(row.supplier_id);
    }
  }
  return { workOrders, poKeys: [...poKeys], suppliers: [...suppliers] };
}
