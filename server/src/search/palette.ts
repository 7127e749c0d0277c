import type { Kysely, RawBuilder } from "kysely";
import type {
  CustomerSearchResult,
  PartSearchResult,
  SupplierSearchResult,
  WorkOrderSearchResult,
} from "@shopdesk/contract";
import type { Schema } from "../db/schema.js";
import { customersQuery } from "./palette-customers.js";
import { partsQuery } from "./palette-parts.js";
import { searchSettings } from "./repository.js";
import { suppliersQuery } from "./palette-suppliers.js";
import { workOrdersQuery } from "./palette-work-orders.js";

/**
 * The command palette's record groups (docs/api.md, "Search"): customers, parts, suppliers and
 * WOs, each its own query (palette-customers.ts, palette-parts.ts, palette-suppliers.ts,
 * palette-work-orders.ts, built as palette-branches.ts says), run here and answered as the
 * contract names them.
 */

/**
 * The settings of a palette query's transaction: the global search's (no parallel workers, no
 * JIT: repository.ts, searchSettings) and no sequential scans. Every branch here is built on
 * an index whose cost is bounded by its matches; a sequential scan under a LIMIT is chosen
 * only on a guess that matches are common, and a wrong guess read the whole table: 20,000
 * suppliers for a long name (the trigram scan was priced by its 24 trigrams: 12.7 ms against
 * 0.3), 22,700 of 500,000 parts for `2-346` (8.6 ms against 1.0).
 */
export const paletteSettings = () => searchSettings({ seqScans: false });

/** Runs a palette query with paletteSettings, in one snapshot with the longest WO number it reads. */
async function run<Row>(db: Kysely<Schema>, query: (woDigits: number) => RawBuilder<Row>): Promise<Row[]> {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const { rows: settings } = await paletteSettings().execute(trx);
      return (await query(settings[0]?.wo_digits ?? 0).execute(trx)).rows;
    });
}

export async function searchCustomers(db: Kysely<Schema>, text: string): Promise<CustomerSearchResult[]> {
  const rows = await run(db, () => customersQuery(text));
  return rows.map((row) => ({ CustomerId: row.customer_id, Name: row.name, Active: row.active }));
}

export async function searchParts(db: Kysely<Schema>, text: string): Promise<PartSearchResult[]> {
  const rows = await run(db, () => partsQuery(text));
  return rows.map((row) => ({
    PartNumber: row.part_number,
    Revision: row.revision,
    Description: row.description,
    CustomerId: row.customer_id,
    IsSuperseded: row.is_superseded,
    Active: row.active,
  }));
}

export async function searchSuppliers(db: Kysely<Schema>, text: string): Promise<SupplierSearchResult[]> {
  const rows = await run(db, () => suppliersQuery(text));
  return rows.map((row) => ({
    SupplierName: row.supplier_name,
    Services: row.services,
    ApprovalStatus: row.approval_status,
    IsApprovalExpired: row.is_expired,
    Active: row.active,
  }));
}

export async function searchWorkOrders(db: Kysely<Schema>, text: string): Promise<WorkOrderSearchResult[]> {
  const rows = await run(db, (woDigits) => workOrdersQuery(text, woDigits));
  return rows.map((row) => ({
    WONumber: row.wo_number,
    PartNumber: row.part_number,
    Revision: row.revision,
    Status: row.status,
    DueDate: row.due_date,
    CustomerId: row.customer_id,
    POKey: row.po_key === null ? null : Number(row.po_key),
  }));
}
