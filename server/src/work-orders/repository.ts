import { type Expression, type Kysely, type SqlBool, type Transaction, sql } from "kysely";
import type { Principal } from "../auth/verify-token.js";
import type { Schema } from "../db/schema.js";
import { InvalidError } from "../errors.js";
import type {
  LineWorkOrderInput,
  StockWorkOrderInput,
  WorkOrder,
  WorkOrderListQuery,
  WorkOrderSortField,
  WorkOrderSummary,
} from "@shopdesk/contract";
import { recordChange } from "../history/index.js";
import type { ListPage } from "../db/lists.js";
import { listOrders } from "../orders/order-lists.js";
import { woIsLate } from "../orders/order-sql.js";
import { checkNotClosed, lineNotFound, linePart, lockPurchaseOrder, throwProblems } from "../purchase-orders/index.js";
import { escapeLike } from "../db/like.js";
import { mustReadWorkOrder, summaryColumns, toSummary } from "./rows.js";

/** /api/work-orders: the list and new WOs (for a PO line or for stock); changes are in changes.ts. */

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

export function listWorkOrders(db: Kysely<Schema>, query: WorkOrderListQuery): Promise<ListPage<WorkOrderSummary>> {
  return listOrders(
    db,
    { ...query, from: query.dueFrom, to: query.dueTo },
    {
      from: db.selectFrom("work_order as w"),
      // The WO's PO's customer (work_order.customer_id, kept by a trigger): stock WOs have none.
      columns: { key: "w.wo_number", status: "w.status", customerId: "w.customer_id", date: "w.due_date" },
      isLate: woIsLate("w"),
      matches: matchesWorkOrder,
      sort: sortColumns[query.sort.field],
      readPage: (page) =>
        db
          .selectFrom(page)
          .innerJoin("work_order as w", "w.wo_number", "page.key")
          .innerJoin("part as p", "p.part_id", "w.part_id")
          .leftJoin("po_line as l", "l.po_line_id", "w.po_line_id")
          .leftJoin("purchase_order as po", "po.po_key", "l.po_key")
          .select(summaryColumns),
      toItem: toSummary,
    },
  );
}

async function insertWorkOrder(
  trx: Transaction<Schema>,
  who: Principal,
  values: { po_line_id: string | null; part_id: string; quantity: number; due_date: string; notes: string },
): Promise<WorkOrder> {
  const { wo_number } = await trx
    .insertInto("work_order")
    .values(values)
    .returning("wo_number")
    .executeTakeFirstOrThrow();
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
      throw new InvalidError("The request is not valid.", {
        Quantity: `Nothing is open on line ${lineNumber}; enter the quantity to make.`,
      });
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
export async function createStockWorkOrder(
  db: Kysely<Schema>,
  who: Principal,
  input: StockWorkOrderInput,
): Promise<WorkOrder> {
  return db.transaction().execute(async (trx) => {
    const part = await trx
      .selectFrom("part")
      .select("customer_id")
      .where("part_number", "=", input.PartNumber)
      .where("revision", "=", input.Revision)
      .executeTakeFirst();
    const problems: Record<string, string> = {};
    const partId = await linePart(
      trx,
      part?.customer_id ?? "",
      input.PartNumber,
      input.Revision,
      problems,
      "PartNumber",
    );
    throwProblems(problems);
    return insertWorkOrder(trx, who, {
      po_line_id: null,
      part_id: partId!,
      quantity: input.Quantity,
      due_date: input.DueDate,
      notes: input.Notes,
    });
  });
}
