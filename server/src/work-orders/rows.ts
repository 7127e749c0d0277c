import { type Kysely, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import { NotFoundError } from "../errors.js";
import type { Operation, WorkOrder, WorkOrderSummary } from "@shopdesk/contract";
import { currentDrawingJson } from "./current-drawing.js";
import { isoTimestamp, woIsLate } from "../orders/order-sql.js";

/** Reading WOs as the API answers them: the list's summary and the whole record with its operations. */

export function workOrderNotFound(woNumber: string): NotFoundError {
  return new NotFoundError(`There is no WO ${woNumber}.`);
}

/** A WO with its part and, for a WO made for a PO line, that line, its PO and customer. */
export function workOrdersFrom(db: Kysely<Schema>) {
  return db
    .selectFrom("work_order as w")
    .innerJoin("part as p", "p.part_id", "w.part_id")
    .leftJoin("po_line as l", "l.po_line_id", "w.po_line_id")
    .leftJoin("purchase_order as po", "po.po_key", "l.po_key");
}

/** The WorkOrderSummary columns of workOrdersFrom. */
export const summaryColumns = [
  sql<string>`w.wo_number::text`.as("wo_number"),
  "p.part_number",
  "p.revision",
  "p.description",
  "w.customer_id",
  "po.po_key",
  "po.po_number",
  "l.line_number",
  "w.quantity",
  "w.due_date",
  "w.status",
  woIsLate("w").as("is_late"),
] as const;

export interface SummaryRow {
  wo_number: string;
  part_number: string;
  revision: string;
  description: string;
  customer_id: string | null;
  po_key: string | null;
  po_number: string | null;
  line_number: number | null;
  quantity: number;
  due_date: string;
  status: WorkOrderSummary["Status"];
  is_late: boolean;
}

export function toSummary(row: SummaryRow): WorkOrderSummary {
  return {
    WONumber: row.wo_number,
    PartNumber: row.part_number,
    Revision: row.revision,
    Description: row.description,
    CustomerId: row.customer_id,
    POKey: row.po_key === null ? null : Number(row.po_key),
    PONumber: row.po_number,
    LineNumber: row.line_number,
    Quantity: row.quantity,
    DueDate: row.due_date,
    Status: row.status,
    IsLate: row.is_late,
  };
}

function recordQuery(db: Kysely<Schema>) {
  return workOrdersFrom(db)
    .leftJoin("customer as c", "c.customer_id", "w.customer_id")
    .select(summaryColumns)
    .select([
      "w.wo_number as key",
      "c.name as customer_name",
      "p.material",
      "p.drawing_number",
      currentDrawingJson("p").as("current_drawing"),
      "p.uom",
      "w.quantity_complete",
      "w.quantity_scrapped",
      "w.notes",
      sql<Operation[]>`coalesce((
        select json_agg(json_build_object('Sequence', o.sequence, 'Description', o.description, 'WorkCentre', o.work_centre,
          'SupplierName', s.supplier_name, 'IsSupplierApprovalExpired', coalesce(s.certificate_expires < current_date, false),
          'PlannedHours', o.planned_hours::text, 'Status', o.status, 'DoneAt', ${isoTimestamp(sql`o.done_at`)},
          'ExpectedBack', o.expected_back) order by o.sequence)
        from wo_operation o left join supplier s on s.supplier_id = o.supplier_id
        where o.wo_number = w.wo_number), '[]')`.as("operations"),
      "w.version",
      "w.created_at",
      "w.updated_at",
    ]);
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>["execute"]>>[number];

function toWorkOrder(row: RecordRow): WorkOrder {
  return {
    ...toSummary(row),
    CustomerName: row.customer_name,
    Material: row.material,
    DrawingNumber: row.drawing_number,
    CurrentDrawing: row.current_drawing,
    UnitOfMeasure: row.uom,
    QuantityComplete: row.quantity_complete,
    QuantityScrapped: row.quantity_scrapped,
    Notes: row.notes,
    Operations: row.operations,
    Version: row.version,
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
  };
}

export async function readWorkOrder(db: Kysely<Schema>, woNumber: string): Promise<WorkOrder | undefined> {
  const row = await recordQuery(db).where("w.wo_number", "=", woNumber).executeTakeFirst();
  return row && toWorkOrder(row);
}

export async function workOrderExists(db: Kysely<Schema>, woNumber: string): Promise<boolean> {
  return (
    (await db.selectFrom("work_order").select("wo_number").where("wo_number", "=", woNumber).executeTakeFirst()) !==
    undefined
  );
}

export async function mustReadWorkOrder(db: Kysely<Schema>, woNumber: string): Promise<WorkOrder> {
  const found = await readWorkOrder(db, woNumber);
  if (!found) throw workOrderNotFound(woNumber);
  return found;
}

/** GET /work-orders/batch: the WOs asked for, in that order (each once); the numbers not found in Missing. */
export async function readWorkOrderBatch(
  db: Kysely<Schema>,
  asked: string[],
): Promise<{ Items: WorkOrder[]; Missing: string[] }> {
  const wanted = [...new Set(asked)];
  const numbers = wanted.filter((text) => /^\d{1,18}$/.test(text)).map((text) => BigInt(text).toString());
  const rows = numbers.length === 0 ? [] : await recordQuery(db).where("w.wo_number", "in", numbers).execute();
  const found = new Map(rows.map((row) => [row.key, toWorkOrder(row)]));
  const items: WorkOrder[] = [];
  const missing: string[] = [];
  for (const text of wanted) {
    const workOrder = /^\d{1,18}$/.test(text) ? found.get(BigInt(text).toString()) : undefined;
    if (workOrder && !items.includes(workOrder)) items.push(workOrder);
    else if (!workOrder) missing.push(text);
  }
  return { Items: items, Missing: missing };
}
