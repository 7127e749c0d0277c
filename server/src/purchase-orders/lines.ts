import { type Kysely, type Transaction, sql } from "kysely";
import type { Principal } from "../auth/verify-token.js";
import type { Schema } from "../db/schema.js";
import { ConflictError, InvalidError, NotFoundError } from "../errors.js";
import type { LineChanges, LineInput, PurchaseOrder, PurchaseOrderLine } from "@shopdesk/contract";
import { writeTransaction } from "../db/constraint-errors.js";
import {
  changedFields,
  checkVersion,
  definedOnly,
  recordChange,
  recordCreates,
  updateVersioned,
} from "../history/index.js";
import {
  type LockedPurchaseOrder,
  afterLinesChanged,
  checkLinesEditable,
  checkPurchaseOrderVersion,
  lockPurchaseOrder,
} from "./rules.js";
import { mustReadPurchaseOrder, readLine } from "./rows.js";
import { nextVersion } from "../db/next-version.js";

/** PO lines: part and price checks, add, change, remove (docs/api.md, "Inputs and rules"). */

/** The history key of a line. */
export const lineKey = (poKey: string, lineNumber: number) => `${poKey}/${lineNumber}`;

/** A line as its history compares it (derived fields left out). */
const forHistory = (line: PurchaseOrderLine) => ({
  PartNumber: line.PartNumber,
  Revision: line.Revision,
  Quantity: line.Quantity,
  UnitPrice: line.UnitPrice,
  DueDate: line.DueDate,
});

export function lineNotFound(poKey: string, lineNumber: number | string): NotFoundError {
  return new NotFoundError(`PO ${poKey} has no line ${lineNumber}.`);
}

/** Field → message; thrown as one 400 so the form can mark every bad field at once. */
type Problems = Record<string, string>;

/**
 * The part a line may order: the PO's customer's, active, the current revision. Returns its
 * id, or records what is wrong under `field`.
 */
export async function linePart(
  db: Kysely<Schema>,
  customerId: string,
  partNumber: string,
  revision: string,
  problems: Problems,
  field: string,
): Promise<string | undefined> {
  const part = await db
    .selectFrom("part as p")
    .leftJoin("part as s", "s.part_id", "p.superseded_by")
    .select(["p.part_id", "p.customer_id", "p.active", "s.revision as successor"])
    .where("p.part_number", "=", partNumber)
    .where("p.revision", "=", revision)
    .executeTakeFirst();
  const problem = linePartProblem(part, customerId, partNumber, revision);
  if (problem === null) return part!.part_id;
  problems[field] = problem;
  return undefined;
}

/** What is wrong with the part a line of `customerId`'s PO orders (null: nothing): the rule linePart applies. */
export function linePartProblem(
  part: { customer_id: string; active: boolean; successor: string | null } | undefined,
  customerId: string,
  partNumber: string,
  revision: string,
): string | null {
  const name = `Part ${partNumber} revision ${revision}`;
  if (!part) return `There is no part ${partNumber} revision ${revision}.`;
  if (part.customer_id !== customerId) return `${name} belongs to customer ${part.customer_id}, not ${customerId}.`;
  if (!part.active) return `${name} is inactive.`;
  if (part.successor) return `${name} is superseded by revision ${part.successor}; order the current revision.`;
  return null;
}

/** A line without a price whose part has no break for its quantity. */
export const noBreakMessage = (label: string, quantity: number) =>
  `${label} has no price break for ${quantity}; enter a unit price.`;

/** The unit price of the break with the largest MinQuantity ≤ quantity, as numeric text. */
export async function breakPrice(
  db: Kysely<Schema>,
  partId: string,
  quantity: number,
  problems: Problems,
  field: string,
  label: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("part_price_break")
    .select("unit_price")
    .where("part_id", "=", partId)
    .where("min_quantity", "<=", quantity)
    .orderBy("min_quantity", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) problems[field] = noBreakMessage(label, quantity);
  return row?.unit_price;
}

export function throwProblems(problems: Problems): void {
  if (Object.keys(problems).length > 0) throw new InvalidError("The request is not valid.", problems);
}

/**
 * Checks and inserts new lines numbered from `firstNumber`, each with its history row; a bad
 * line is reported as `{prefix}{index}.{Field}` (`Lines.2.PartNumber` on create, `PartNumber`
 * for one added line).
 */
export async function insertLines(
  trx: Transaction<Schema>,
  who: Principal,
  po: { po_key: string; customer_id: string },
  lines: LineInput[],
  firstNumber: number,
  fieldPrefix: (index: number) => string,
): Promise<void> {
  const problems: Problems = {};
  const rows = [];
  for (const [index, line] of lines.entries()) {
    const prefix = fieldPrefix(index);
    const partId = await linePart(trx, po.customer_id, line.PartNumber, line.Revision, problems, `${prefix}PartNumber`);
    let unitPrice = line.UnitPrice ?? undefined;
    if (partId && unitPrice === undefined) {
      const label = `Part ${line.PartNumber} revision ${line.Revision}`;
      unitPrice = await breakPrice(trx, partId, line.Quantity, problems, `${prefix}UnitPrice`, label);
    }
    if (partId && unitPrice !== undefined) {
      rows.push({
        po_key: po.po_key,
        line_number: firstNumber + index,
        part_id: partId,
        quantity: line.Quantity,
        unit_price: unitPrice,
        due_date: line.DueDate,
      });
    }
  }
  throwProblems(problems);
  if (rows.length === 0) return;
  await trx.insertInto("po_line").values(rows).execute();
  await recordCreates(
    trx,
    who,
    "po_line",
    rows.map((row) => lineKey(po.po_key, row.line_number)),
    null,
  );
}

/** The number the PO's next line gets: never one a removed line had. */
async function nextLineNumber(trx: Transaction<Schema>, po: LockedPurchaseOrder): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select coalesce(max(line_number), 0)::int as n from po_line where po_key = ${po.po_key}`.execute(trx);
  return Math.max(po.last_line_number, rows[0]?.n ?? 0) + 1;
}

const constraints = {
  po_line_shipped_quantity_check: {
    kind: "invalid",
    field: "Quantity",
    message: "The quantity cannot go below what has shipped.",
  },
} as const;

/** POST /purchase-orders/{poKey}/lines */
export async function addLine(
  db: Kysely<Schema>,
  who: Principal,
  poKey: string,
  { Version, ...line }: LineInput & { Version: number },
): Promise<PurchaseOrder> {
  return db.transaction().execute(async (trx) => {
    const po = await lockPurchaseOrder(trx, poKey);
    await checkPurchaseOrderVersion(trx, po, Version);
    checkLinesEditable(po);
    const number = await nextLineNumber(trx, po);
    await insertLines(trx, who, po, [line], number, () => "");
    await afterLinesChanged(trx, who, po, { touch: true, lastLineNumber: number });
    return mustReadPurchaseOrder(trx, poKey);
  });
}

/** Locks a line's row (its PO locked first); undefined when the PO has no such line. */
async function lockLineRow(trx: Transaction<Schema>, poKey: string, lineNumber: number) {
  return trx
    .selectFrom("po_line")
    .select(["po_line_id", "part_id", "quantity", "shipped_quantity", "version"])
    .where("po_key", "=", poKey)
    .where("line_number", "=", lineNumber)
    .forUpdate()
    .executeTakeFirst();
}

/** PUT /purchase-orders/{poKey}/lines/{lineNumber} */
export async function updateLine(
  db: Kysely<Schema>,
  who: Principal,
  poKey: string,
  lineNumber: number,
  { Version, ...changes }: LineChanges,
): Promise<PurchaseOrder> {
  return writeTransaction(db, constraints, async (trx) => {
    const po = await lockPurchaseOrder(trx, poKey);
    let line: NonNullable<Awaited<ReturnType<typeof lockLineRow>>>;
    await updateVersioned(trx, who, Version, {
      what: `line ${lineNumber} of PO ${po.po_number}`,
      lock: async () => {
        const row = await lockLineRow(trx, poKey, lineNumber);
        if (!row) return undefined;
        line = row;
        return { version: row.version, record: (await readLine(trx, poKey, lineNumber))! };
      },
      notFound: () => lineNotFound(poKey, lineNumber),
      write: async (current) => {
        checkLinesEditable(po);
        const merged = { ...current, ...definedOnly(changes) };
        const problems: Problems = {};
        let partId = line.part_id;
        const partChanged = merged.PartNumber !== current.PartNumber || merged.Revision !== current.Revision;
        if (partChanged) {
          if (current.WorkOrders.length > 0 || line.shipped_quantity > 0) {
            throw new ConflictError(`Line ${lineNumber} has a WO or a shipment: its part cannot change.`, {
              PartNumber: "The part cannot change once the line has a WO or a shipment.",
            });
          }
          partId =
            (await linePart(trx, po.customer_id, merged.PartNumber, merged.Revision, problems, "PartNumber")) ?? partId;
        }
        if (merged.Quantity < line.shipped_quantity) {
          problems.Quantity = `${line.shipped_quantity} already shipped: the quantity cannot go below that.`;
        }
        let unitPrice = changes.UnitPrice === undefined ? current.UnitPrice : changes.UnitPrice;
        if (unitPrice === null && !problems.PartNumber) {
          unitPrice =
            (await breakPrice(
              trx,
              partId,
              merged.Quantity,
              problems,
              "UnitPrice",
              `Part ${merged.PartNumber} revision ${merged.Revision}`,
            )) ?? null;
        }
        throwProblems(problems);
        await trx
          .updateTable("po_line")
          .set({
            part_id: partId,
            quantity: merged.Quantity,
            unit_price: unitPrice!,
            due_date: merged.DueDate,
            ...nextVersion,
          })
          .where("po_line_id", "=", line.po_line_id)
          .execute();
        return (await readLine(trx, poKey, lineNumber))!;
      },
      history: { entity: "po_line", key: () => lineKey(poKey, lineNumber), fields: forHistory },
    });
    await afterLinesChanged(trx, who, po, { touch: false });
    return mustReadPurchaseOrder(trx, poKey);
  });
}

/** DELETE /purchase-orders/{poKey}/lines/{lineNumber}?version= */
export async function deleteLine(
  db: Kysely<Schema>,
  who: Principal,
  poKey: string,
  lineNumber: number,
  version: number,
): Promise<PurchaseOrder> {
  return db.transaction().execute(async (trx) => {
    const po = await lockPurchaseOrder(trx, poKey);
    const line = await lockLineRow(trx, poKey, lineNumber);
    if (!line) throw lineNotFound(poKey, lineNumber);
    const current = (await readLine(trx, poKey, lineNumber))!;
    checkVersion(`line ${lineNumber} of PO ${po.po_number}`, version, line.version, current);
    checkLinesEditable(po);
    if (current.WorkOrders.length > 0) {
      throw new ConflictError(
        `Line ${lineNumber} has WO ${current.WorkOrders.map((wo) => wo.WONumber).join(", ")}: it cannot be removed.`,
      );
    }
    if (line.shipped_quantity > 0)
      throw new ConflictError(`Line ${lineNumber} has shipped ${line.shipped_quantity}: it cannot be removed.`);
    await trx.deleteFrom("po_line").where("po_line_id", "=", line.po_line_id).execute();
    await recordChange(
      trx,
      who,
      "po_line",
      lineKey(poKey, lineNumber),
      "delete",
      changedFields(forHistory(current), {}),
    );
    await afterLinesChanged(trx, who, po, { touch: true, lastLineNumber: lineNumber });
    return mustReadPurchaseOrder(trx, poKey);
  });
}
