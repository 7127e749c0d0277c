import { type Kysely, type Transaction, sql } from "kysely";
import type { Principal } from "../auth/verify-token.js";
import type { PurchaseOrderStatus } from "@shopdesk/contract";
import type { Schema } from "../db/schema.js";
import { ConflictError } from "../errors.js";
import { checkVersion, recordChange } from "../history/index.js";
import { mustReadPurchaseOrder, purchaseOrderNotFound } from "./rows.js";
import { nextVersion } from "../db/next-version.js";

/**
 * The rules every write to a PO shares: its row lock, the Version check, which statuses
 * allow what, and the status that follows from the lines' shipped quantities.
 */

export interface LockedPurchaseOrder {
  po_key: string;
  po_number: string;
  customer_id: string;
  status: PurchaseOrderStatus;
  version: number;
  last_line_number: number;
}

/**
 * Locks the PO row for the rest of the transaction. Every write to a PO, its lines or its
 * slips takes this lock first (then line locks, in line-number order), so they take turns
 * and never deadlock. `share` is for writes that only need the PO to stay as it is
 * (making a WO for a line): they run side by side, and wait for a status change.
 */
export async function lockPurchaseOrder(
  trx: Transaction<Schema>,
  poKey: string,
  mode: "update" | "share" = "update",
): Promise<LockedPurchaseOrder> {
  const query = trx
    .selectFrom("purchase_order")
    .select(["po_key", "po_number", "customer_id", "status", "version", "last_line_number"])
    .where("po_key", "=", poKey);
  const row = await (mode === "update" ? query.forUpdate() : query.forShare()).executeTakeFirst();
  if (!row) throw purchaseOrderNotFound(poKey);
  return row;
}

/** 409 with the PO as it is now when the caller's Version is not the current one. */
export async function checkPurchaseOrderVersion(
  trx: Transaction<Schema>,
  po: LockedPurchaseOrder,
  version: number,
): Promise<void> {
  if (po.version === version) return;
  checkVersion(`PO ${po.po_number}`, version, po.version, await mustReadPurchaseOrder(trx, po.po_key));
}

/** Lines can be added, changed and removed only while the PO is Open or Partially Shipped. */
export function checkLinesEditable(po: LockedPurchaseOrder): void {
  if (po.status === "Open" || po.status === "Partially Shipped") return;
  throw new ConflictError(
    `PO ${po.po_number} is ${po.status}: its lines can be changed only while it is Open or Partially Shipped.`,
  );
}

/** Closed and Cancelled POs take no new shipments or WOs. */
export function checkNotClosed(po: LockedPurchaseOrder, what: string): void {
  if (po.status !== "Closed" && po.status !== "Cancelled") return;
  throw new ConflictError(`PO ${po.po_number} is ${po.status}: ${what}.`);
}

const followsShipments = new Set<PurchaseOrderStatus>(["Open", "Partially Shipped", "Shipped"]);

/** Open (nothing shipped, or no lines), Shipped (every line fully) or Partially Shipped. */
export async function computedStatus(db: Kysely<Schema>, poKey: string): Promise<PurchaseOrderStatus> {
  const { rows } = await sql<{ status: PurchaseOrderStatus }>`select case
      when count(*) = 0 or sum(shipped_quantity) = 0 then 'Open'
      when bool_and(shipped_quantity >= quantity) then 'Shipped'
      else 'Partially Shipped' end as status
    from po_line where po_key = ${poKey}`.execute(db);
  return rows[0]!.status;
}

/**
 * After lines or shipments changed: the PO's Version goes up when `touch` (its lines were
 * added or removed) or when its status follows the lines to a new value (Closed and
 * Cancelled stay as staff set them); a status change gets its history row.
 */
export async function afterLinesChanged(
  trx: Transaction<Schema>,
  who: Principal,
  po: LockedPurchaseOrder,
  options: { touch: boolean; lastLineNumber?: number },
): Promise<void> {
  const status = followsShipments.has(po.status) ? await computedStatus(trx, po.po_key) : po.status;
  const statusChanged = status !== po.status;
  if (!statusChanged && !options.touch) return;
  await trx
    .updateTable("purchase_order")
    .set({
      status,
      ...nextVersion,
      ...(options.lastLineNumber === undefined
        ? {}
        : { last_line_number: sql`greatest(last_line_number, ${options.lastLineNumber})` }),
    })
    .where("po_key", "=", po.po_key)
    .execute();
  if (statusChanged)
    await recordChange(trx, who, "purchase_order", po.po_key, "status", { Status: { from: po.status, to: status } });
}
