import { type Expression, type Kysely, type SqlBool, type Transaction, sql } from "kysely";
import type { Principal } from "../auth/verify-token.js";
import type { Schema, WorkOrderStatus } from "../db/schema.js";
import { HttpError, StaleVersionError } from "../errors.js";
import type {
  LineWorkOrderInput,
  OperationInput,
  StockWorkOrderInput,
  WorkOrder,
  WorkOrderChanges,
  WorkOrderListQuery,
  WorkOrderSortField,
  WorkOrderSummary,
} from "../routes/work-orders.schemas.js";
import { definedOnly } from "./customers.js";
import { rethrowConstraint } from "./db-errors.js";
import { changedFields, recordChange } from "./history.js";
import type { ListPage } from "./lists.js";
import { countUpTo, orderListPage } from "./order-lists.js";
import { woIsLate } from "./order-sql.js";
import { lineNotFound, linePart, throwProblems } from "./po-lines.js";
import { checkNotClosed, lockPurchaseOrder } from "./po-rules.js";
import { escapeLike } from "./search.js";
import { mustReadWorkOrder, summaryColumns, toSummary } from "./work-order-rows.js";

/** /api/work-orders: the list, new WOs (for a PO line or for stock), changes with operations, status moves. */

/**
 * `q`: WO numbers (digits only) and part numbers, both "starts with", on the WO row itself
 * (work_order.part_number, migration 0008): each side is a range of an index, and
 * PostgreSQL knows how many each matches, so it either sorts a few matches or walks the
 * sort index keeping the many.
 */
function matchesWorkOrder(q: string): Expression<SqlBool> {
  const prefix = `${escapeLike(q)}%`;
  const byPart = sql<SqlBool>`lower(w.part_number) like lower(${prefix})`;
  return /^\d+$/.test(q) ? sql<SqlBool>`((w.wo_number::text) like ${prefix} or ${byPart})` : byPart;
}

// Each has an index in this order with the key last (migration 0008).
const sortColumns = {
  DueDate: sql`w.due_date`,
  WONumber: sql`w.wo_number`,
  Status: sql`w.status`,
  PartNumber: sql`(lower(w.part_number) collate "C")`,
} satisfies Record<WorkOrderSortField, unknown>;

export async function listWorkOrders(db: Kysely<Schema>, query: WorkOrderListQuery): Promise<ListPage<WorkOrderSummary>> {
  let filtered = db.selectFrom("work_order as w");
  if (query.status) filtered = filtered.where("w.status", "=", query.status);
  // The WO's PO's customer (work_order.customer_id, kept by a trigger): stock WOs have none.
  if (query.customerId) filtered = filtered.where("w.customer_id", "=", query.customerId);
  if (query.dueFrom) filtered = filtered.where("w.due_date", ">=", query.dueFrom);
  if (query.dueTo) filtered = filtered.where("w.due_date", "<=", query.dueTo);
  if (query.late) filtered = filtered.where(woIsLate("w"));
  if (query.q) filtered = filtered.where(matchesWorkOrder(query.q));
  const direction = query.sort.descending ? "desc" : "asc";
  const sort = sortColumns[query.sort.field];
  return orderListPage(
    query,
    (limit, offset, fence) => {
      // The page's keys first, from a sort index alone (or, fenced, from the search's
      // indexes); then the rest of its 25 rows.
      let matches = filtered.select(["w.wo_number", sort.as("sort_value")]);
      if (fence) matches = matches.offset(0);
      const page = db
        .selectFrom(matches.as("m"))
        .select("m.wo_number")
        .orderBy("m.sort_value", direction)
        .orderBy("m.wo_number", direction)
        .limit(limit)
        .offset(offset);
      return db
        .selectFrom(page.as("page"))
        .innerJoin("work_order as w", "w.wo_number", "page.wo_number")
        .innerJoin("part as p", "p.part_id", "w.part_id")
        .leftJoin("po_line as l", "l.po_line_id", "w.po_line_id")
        .leftJoin("purchase_order as po", "po.po_key", "l.po_key")
        .select(summaryColumns)
        .orderBy(sort, direction)
        .orderBy("w.wo_number", direction)
        .execute();
    },
    async (upTo) => Number((await countUpTo(filtered.select(sql`1`.as("one")), upTo).execute(db)).rows[0]!.n),
    toSummary,
  );
}

/** The fields a WO's history compares; the operations as one readable line. */
function forHistory(wo: WorkOrder) {
  return {
    Quantity: wo.Quantity,
    DueDate: wo.DueDate,
    QuantityComplete: wo.QuantityComplete,
    QuantityScrapped: wo.QuantityScrapped,
    Notes: wo.Notes,
    Operations: wo.Operations.map(
      (op) => `${op.Sequence} ${op.Description} · ${op.WorkCentre ?? op.SupplierName} · ${op.PlannedHours} h · ${op.Status}`,
    ).join("; "),
  };
}

const constraints = {
  work_order_quantity_check: { status: 400, field: "Quantity", message: "Enter a whole quantity of 1 or more." },
  wo_operation_wo_number_sequence_key: { status: 400, field: "Operations", message: "Each sequence number can be used once." },
} as const;

async function insertWorkOrder(
  trx: Transaction<Schema>,
  who: Principal,
  values: { po_line_id: string | null; part_id: string; quantity: number; due_date: string; notes: string },
): Promise<WorkOrder> {
  const { wo_number } = await trx.insertInto("work_order").values(values).returning("wo_number").executeTakeFirstOrThrow();
  await recordChange(trx, who, "work_order", wo_number, "create");
  return mustReadWorkOrder(trx, wo_number);
}

/**
 * POST /purchase-orders/{poKey}/lines/{lineNumber}/work-orders: the line's part, its open
 * quantity and due date unless given. The PO is share-locked, so a cancel waits for it (and
 * then sees the WO), while WOs for the same PO are made side by side.
 */
export async function createLineWorkOrder(
  db: Kysely<Schema>,
  who: Principal,
  poKey: string,
  lineNumber: number,
  input: LineWorkOrderInput,
): Promise<WorkOrder> {
  return db.transaction().execute(async (trx) => {
    const po = await lockPurchaseOrder(trx, poKey, "share");
    checkNotClosed(po, "it takes no new WOs");
    const line = await trx
      .selectFrom("po_line")
      .select(["po_line_id", "part_id", "quantity", "shipped_quantity", "due_date"])
      .where("po_key", "=", poKey)
      .where("line_number", "=", lineNumber)
      .executeTakeFirst();
    if (!line) throw lineNotFound(poKey, lineNumber);
    const quantity = input.Quantity ?? line.quantity - line.shipped_quantity;
    if (quantity < 1) {
      throw new HttpError(400, "The request is not valid.", { Quantity: `Nothing is open on line ${lineNumber}; enter the quantity to make.` });
    }
    return insertWorkOrder(trx, who, {
      po_line_id: line.po_line_id,
      part_id: line.part_id,
      quantity,
      due_date: input.DueDate ?? line.due_date,
      notes: input.Notes ?? "",
    });
  });
}

/** POST /work-orders: a WO for stock, of an active, current part revision. */
export async function createStockWorkOrder(db: Kysely<Schema>, who: Principal, input: StockWorkOrderInput): Promise<WorkOrder> {
  return db.transaction().execute(async (trx) => {
    const part = await trx
      .selectFrom("part")
      .select("customer_id")
      .where("part_number", "=", input.PartNumber)
      .where("revision", "=", input.Revision)
      .executeTakeFirst();
    const problems: Record<string, string> = {};
    const partId = await linePart(trx, part?.customer_id ?? "", input.PartNumber, input.Revision, problems, "PartNumber");
    throwProblems(problems);
    return insertWorkOrder(trx, who, { po_line_id: null, part_id: partId!, quantity: input.Quantity, due_date: input.DueDate, notes: input.Notes });
  });
}

/** The operations' rows: suppliers by name (existing and active), DoneAt kept for an operation that stays Done. */
async function operationRows(trx: Transaction<Schema>, woNumber: string, operations: OperationInput[]) {
  const names = [...new Set(operations.flatMap((op) => (op.SupplierName ? [op.SupplierName.toLowerCase()] : [])))];
  const suppliers =
    names.length === 0
      ? []
      : await trx
          .selectFrom("supplier")
          .select(["supplier_id", "active", sql<string>`lower(supplier_name)`.as("key")])
          .where(sql<string>`lower(supplier_name)`, "in", names)
          .execute();
  const byName = new Map(suppliers.map((supplier) => [supplier.key, supplier]));
  const { rows: doneBefore } = await sql<{ sequence: number; done_at: Date }>`select sequence, done_at from wo_operation
    where wo_number = ${woNumber} and status = 'Done'`.execute(trx);
  const doneAt = new Map(doneBefore.map((row) => [row.sequence, row.done_at]));
  const problems: Record<string, string> = {};
  const rows = operations.map((op, index) => {
    let supplierId: string | null = null;
    if (op.SupplierName) {
      const supplier = byName.get(op.SupplierName.toLowerCase());
      if (!supplier) problems[`Operations.${index}.SupplierName`] = `There is no supplier named ${op.SupplierName}.`;
      else if (!supplier.active) problems[`Operations.${index}.SupplierName`] = `Supplier ${op.SupplierName} is inactive.`;
      else supplierId = supplier.supplier_id;
    }
    return {
      wo_number: woNumber,
      sequence: op.Sequence,
      description: op.Description,
      work_centre: op.WorkCentre,
      supplier_id: supplierId,
      planned_hours: op.PlannedHours,
      status: op.Status,
      done_at: op.Status === "Done" ? (doneAt.get(op.Sequence) ?? sql<Date>`now()`) : null,
    };
  });
  throwProblems(problems);
  return rows;
}

async function lockWorkOrder(trx: Transaction<Schema>, woNumber: string, version: number): Promise<WorkOrder> {
  const locked = await trx.selectFrom("work_order").select("version").where("wo_number", "=", woNumber).forUpdate().executeTakeFirst();
  const current = await mustReadWorkOrder(trx, woNumber);
  if (locked!.version !== version) {
    throw new StaleVersionError(
      `Someone else changed WO ${woNumber} after you opened it (your version ${version}, now ${locked!.version}).`,
      current,
    );
  }
  return current;
}

/** PUT /work-orders/{woNumber}: row lock, Version check, the WO and (when sent) all its operations, history. */
export async function updateWorkOrder(db: Kysely<Schema>, who: Principal, woNumber: string, { Version, Operations, ...changes }: WorkOrderChanges): Promise<WorkOrder> {
  try {
    return await db.transaction().execute(async (trx) => {
      const before = await lockWorkOrder(trx, woNumber, Version);
      const merged = { ...before, ...definedOnly(changes) };
      const operations = Operations && (await operationRows(trx, woNumber, Operations));
      await trx
        .updateTable("work_order")
        .set({
          quantity: merged.Quantity,
          due_date: merged.DueDate,
          quantity_complete: merged.QuantityComplete,
          quantity_scrapped: merged.QuantityScrapped,
          notes: merged.Notes,
          version: sql`version + 1`,
          updated_at: sql`now()`,
        })
        .where("wo_number", "=", woNumber)
        .execute();
      if (operations) {
        await trx.deleteFrom("wo_operation").where("wo_number", "=", woNumber).execute();
        if (operations.length > 0) await trx.insertInto("wo_operation").values(operations).execute();
      }
      const after = await mustReadWorkOrder(trx, woNumber);
      await recordChange(trx, who, "work_order", woNumber, "update", changedFields(forHistory(before), forHistory(after)));
      return after;
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    rethrowConstraint(error, constraints);
  }
}

/** Where each status may go (docs/api.md, "WO status moves"). */
export const workOrderMoves: Record<WorkOrderStatus, readonly WorkOrderStatus[]> = {
  Open: ["Released", "On Hold", "Cancelled"],
  Released: ["In Progress", "On Hold", "Cancelled"],
  "In Progress": ["Complete", "On Hold", "Cancelled"],
  Complete: ["Closed", "In Progress"],
  Closed: [],
  "On Hold": ["Open", "Released", "In Progress", "Cancelled"],
  Cancelled: [],
};

/** POST /work-orders/{woNumber}/status */
export async function changeWorkOrderStatus(
  db: Kysely<Schema>,
  who: Principal,
  woNumber: string,
  { Status, Version }: { Status: WorkOrderStatus; Version: number },
): Promise<WorkOrder> {
  return db.transaction().execute(async (trx) => {
    const before = await lockWorkOrder(trx, woNumber, Version);
    const allowed = workOrderMoves[before.Status];
    if (!allowed.includes(Status)) {
      const why =
        allowed.length === 0
          ? `WO ${woNumber} is ${before.Status}: its status can no longer change.`
          : `WO ${woNumber} is ${before.Status}: it can go to ${allowed.join(", ")}, not ${Status}.`;
      throw new HttpError(409, why, { Status: why });
    }
    await trx
      .updateTable("work_order")
      .set({ status: Status, version: sql`version + 1`, updated_at: sql`now()` })
      .where("wo_number", "=", woNumber)
      .execute();
    await recordChange(trx, who, "work_order", woNumber, "status", { Status: { from: before.Status, to: Status } });
    return mustReadWorkOrder(trx, woNumber);
  });
}
