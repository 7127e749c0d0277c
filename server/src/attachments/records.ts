import type { Kysely } from "kysely";
import type { AttachmentRecord, HistoryEntity } from "@shopdesk/contract";
import type { Schema } from "../db/schema.js";
import { customerExists, customerNotFound } from "../customers/index.js";
import { packingSlipNotFound } from "../packing-slips/index.js";
import { partNotFound } from "../parts/index.js";
import { purchaseOrderNotFound } from "../purchase-orders/index.js";
import { supplierId, supplierNotFound } from "../suppliers/index.js";
import { workOrderExists, workOrderNotFound } from "../work-orders/index.js";

/** A record files hang on, as its routes name it (keys checked and normalised already). */
export type RecordRef =
  | { type: "part"; partNumber: string; revision: string }
  | { type: "customer"; customerId: string }
  | { type: "supplier"; supplierName: string }
  | { type: "purchase_order"; poKey: string }
  | { type: "work_order"; woNumber: string }
  | { type: "packing_slip"; poKey: string; pslipNumber: number };

/** The attachment column that points at each kind of record. */
export type RecordColumn = "part_id" | "customer_id" | "supplier_id" | "po_key" | "wo_number" | "packing_slip_id";

/** Where a record's history rows go: its own entity and key (docs/api.md, "History"). */
export interface HistoryTarget {
  entity: HistoryEntity;
  key: string;
}

/** A record that exists: the attachment column and value pointing at it, and its history. */
export interface FoundRecord {
  column: RecordColumn;
  id: string;
  history: HistoryTarget;
}

/** The record of `ref`, or its domain's 404. */
export async function findRecord(db: Kysely<Schema>, ref: RecordRef): Promise<FoundRecord> {
  switch (ref.type) {
    case "part": {
      const { partNumber, revision } = ref;
      const row = await db
        .selectFrom("part")
        .select("part_id")
        .where("part_number", "=", partNumber)
        .where("revision", "=", revision)
        .executeTakeFirst();
      if (!row) throw partNotFound(partNumber, revision);
      return { column: "part_id", id: row.part_id, history: { entity: "part", key: `${partNumber}/${revision}` } };
    }
    case "customer":
      if (!(await customerExists(db, ref.customerId))) throw customerNotFound(ref.customerId);
      return { column: "customer_id", id: ref.customerId, history: { entity: "customer", key: ref.customerId } };
    case "supplier": {
      // History is kept under the supplier's id, so it survives renames.
      const id = await supplierId(db, ref.supplierName);
      if (!id) throw supplierNotFound(ref.supplierName);
      return { column: "supplier_id", id, history: { entity: "supplier", key: id } };
    }
    case "purchase_order": {
      const row = await db
        .selectFrom("purchase_order")
        .select("po_key")
        .where("po_key", "=", ref.poKey)
        .executeTakeFirst();
      if (!row) throw purchaseOrderNotFound(ref.poKey);
      return { column: "po_key", id: row.po_key, history: { entity: "purchase_order", key: row.po_key } };
    }
    case "work_order":
      if (!(await workOrderExists(db, ref.woNumber))) throw workOrderNotFound(ref.woNumber);
      return { column: "wo_number", id: ref.woNumber, history: { entity: "work_order", key: ref.woNumber } };
    case "packing_slip": {
      const { poKey, pslipNumber } = ref;
      const row = await db
        .selectFrom("packing_slip")
        .select("packing_slip_id")
        .where("po_key", "=", poKey)
        .where("pslip_number", "=", pslipNumber)
        .executeTakeFirst();
      if (!row) throw packingSlipNotFound(poKey, pslipNumber);
      return {
        column: "packing_slip_id",
        id: row.packing_slip_id,
        history: { entity: "packing_slip", key: `${poKey}/${pslipNumber}` },
      };
    }
  }
}

/** What an attachment row holds of its record (attachmentRows in rows.ts joins the rest). */
export interface RecordColumns {
  part_id: string | null;
  customer_id: string | null;
  supplier_id: string | null;
  po_key: string | null;
  wo_number: string | null;
  packing_slip_id: string | null;
  part_number: string | null;
  revision: string | null;
  supplier_name: string | null;
  slip_po_key: string | null;
  pslip_number: number | null;
}

/** An attachment's record as the API names it, and where its history goes. */
export function recordOf(row: RecordColumns): {
  record: AttachmentRecord;
  column: RecordColumn;
  id: string;
  history: HistoryTarget;
} {
  if (row.part_id !== null) {
    const key = `${row.part_number}/${row.revision}`;
    return {
      record: { Type: "part", PartNumber: row.part_number!, Revision: row.revision! },
      column: "part_id",
      id: row.part_id,
      history: { entity: "part", key },
    };
  }
  if (row.customer_id !== null) {
    return {
      record: { Type: "customer", CustomerId: row.customer_id },
      column: "customer_id",
      id: row.customer_id,
      history: { entity: "customer", key: row.customer_id },
    };
  }
  if (row.supplier_id !== null) {
    return {
      record: { Type: "supplier", SupplierName: row.supplier_name! },
      column: "supplier_id",
      id: row.supplier_id,
      history: { entity: "supplier", key: row.supplier_id },
    };
  }
  if (row.po_key !== null) {
    return {
      record: { Type: "purchase_order", POKey: Number(row.po_key) },
      column: "po_key",
      id: row.po_key,
      history: { entity: "purchase_order", key: row.po_key },
    };
  }
  if (row.wo_number !== null) {
    return {
      record: { Type: "work_order", WONumber: row.wo_number },
      column: "wo_number",
      id: row.wo_number,
      history: { entity: "work_order", key: row.wo_number },
    };
  }
  const key = `${row.slip_po_key}/${row.pslip_number}`;
  return {
    record: { Type: "packing_slip", POKey: Number(row.slip_po_key), PSlipNumber: row.pslip_number! },
    column: "packing_slip_id",
    id: row.packing_slip_id!,
    history: { entity: "packing_slip", key },
  };
}
