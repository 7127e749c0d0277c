import { type Kysely, type Transaction, sql } from "kysely";
import type { Principal } from "../auth/verify-token.js";
import type { WorkOrderStatus } from "@shopdesk/contract";
import type { Schema } from "../db/schema.js";
import { ConflictError } from "../errors.js";
import { type OperationInput, type WorkOrder, type WorkOrderChanges, workOrderMoves } from "@shopdesk/contract";
import { writeTransaction } from "../db/constraint-errors.js";
import { checkVersion, definedOnly, recordChange, updateVersioned } from "../history/index.js";
import { throwProblems } from "../purchase-orders/index.js";
import { mustReadWorkOrder, workOrderNotFound } from "./rows.js";
import { nextVersion } from "../db/next-version.js";

/** Changing a WO: its fields and operations (PUT), and its status moves. */

/** The fields a WO's history compares; the operations as one readable line (an expected-back date as "back YYYY-MM-DD"). */
function forHistory(wo: WorkOrder) {
  return {
    Quantity: wo.Quantity,
    DueDate: wo.DueDate,
    QuantityComplete: wo.QuantityComplete,
    QuantityScrapped: wo.QuantityScrapped,
    Notes: wo.Notes,
    Operations: wo.Operations.map(
      (op) =>
        `${op.Sequence} ${op.Description} · ${op.WorkCentre ?? op.SupplierName} · ${op.PlannedHours} h · ${op.Status}` +
        (op.ExpectedBack ? ` · back ${op.ExpectedBack}` : ""),
    ).join("; "),
  };
}

const constraints = {
  work_order_quantity_check: { kind: "invalid", field: "Quantity", message: "Enter a whole quantity of 1 or more." },
  wo_operation_wo_number_sequence_key: {
    kind: "invalid",
    field: "Operations",
    message: "Each sequence number can be used once.",
  },
} as const;

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
      else if (!supplier.active)
        problems[`Operations.${index}.SupplierName`] = `Supplier ${op.SupplierName} is inactive.`;
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
      expected_back: op.ExpectedBack,
    };
  });
  throwProblems(problems);
  return rows;
}

/** The WO's Version, its row locked until the transaction ends; undefined when there is no such WO. */
async function lockedVersion(trx: Transaction<Schema>, woNumber: string): Promise<number | undefined> {
  const locked = await trx
    .selectFrom("work_order")
    .select("version")
    .where("wo_number", "=", woNumber)
    .forUpdate()
    .executeTakeFirst();
  return locked?.version;
}

async function lockWorkOrder(trx: Transaction<Schema>, woNumber: string, version: number): Promise<WorkOrder> {
  const locked = await lockedVersion(trx, woNumber);
  const current = await mustReadWorkOrder(trx, woNumber);
  checkVersion(`WO ${woNumber}`, version, locked!, current);
  return current;
}

/** PUT /work-orders/{woNumber}: row lock, Version check, the WO and (when sent) all its operations, history. */
export async function updateWorkOrder(
  db: Kysely<Schema>,
  who: Principal,
  woNumber: string,
  { Version, Operations, ...changes }: WorkOrderChanges,
): Promise<WorkOrder> {
  return writeTransaction(db, constraints, async (trx) =>
    updateVersioned(trx, who, Version, {
      what: `WO ${woNumber}`,
      lock: async () => {
        const version = await lockedVersion(trx, woNumber);
        return version === undefined ? undefined : { version, record: await mustReadWorkOrder(trx, woNumber) };
      },
      notFound: () => workOrderNotFound(woNumber),
      write: async (before) => {
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
            ...nextVersion,
          })
          .where("wo_number", "=", woNumber)
          .execute();
        if (operations) {
          await trx.deleteFrom("wo_operation").where("wo_number", "=", woNumber).execute();
          if (operations.length > 0) await trx.insertInto("wo_operation").values(operations).execute();
        }
        return mustReadWorkOrder(trx, woNumber);
      },
      history: { entity: "work_order", key: () => woNumber, fields: forHistory },
    }),
  );
}

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
      throw new ConflictError(why, { Status: why });
    }
    await trx
      .updateTable("work_order")
      .set({ status: Status, ...nextVersion })
      .where("wo_number", "=", woNumber)
      .execute();
    await recordChange(trx, who, "work_order", woNumber, "status", { Status: { from: before.Status, to: Status } });
    return mustReadWorkOrder(trx, woNumber);
  });
}
