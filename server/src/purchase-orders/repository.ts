import { type Kysely, type Selectable, type Transaction, sql } from "kysely";
import type { Principal } from "../auth/verify-token.js";
import type { CustomerTable, Schema } from "../db/schema.js";
import { ConflictError, InvalidError } from "../errors.js";
import type {
  CreatePurchaseOrderInput,
  PurchaseOrder,
  PurchaseOrderChanges,
  PurchaseOrderListQuery,
  PurchaseOrderSortField,
  PurchaseOrderStatus,
  PurchaseOrderStatusChange,
  PurchaseOrderSummary,
} from "@shopdesk/contract";
import { writeTransaction } from "../db/constraint-errors.js";
import { definedOnly, recordChange, updateVersioned } from "../history/index.js";
import { type ListPage, matchesText } from "../db/lists.js";
import { listOrders } from "../orders/order-lists.js";
import { poAmount, poIsLate } from "../orders/order-sql.js";
import { insertLines } from "./lines.js";
import { checkPurchaseOrderVersion, computedStatus, lockPurchaseOrder } from "./rules.js";
import { mustReadPurchaseOrder, purchaseOrderNotFound } from "./rows.js";
import { nextVersion } from "../db/next-version.js";

/** /api/purchase-orders: the list, a new PO, header changes and staff status changes. */

// Each has an index in this order, the key last (migration 0008). PO numbers sort without
// regard to case, byte by byte ("C"), so a `q` prefix is a range of the same index.
const sortColumns = {
  PODate: sql<string>`po.po_date`,
  PONumber: sql<string>`(lower(po.po_number) collate "C")`,
  CustomerId: sql<string>`po.customer_id`,
  Status: sql<string>`po.status`,
} satisfies Record<PurchaseOrderSortField, unknown>;

export function listPurchaseOrders(
  db: Kysely<Schema>,
  query: PurchaseOrderListQuery,
): Promise<ListPage<PurchaseOrderSummary>> {
  return listOrders(db, query, {
    from: db.selectFrom("purchase_order as po"),
    columns: { key: "po.po_key", status: "po.status", customerId: "po.customer_id", date: "po.po_date" },
    isLate: poIsLate("po"),
    matches: (q) => matchesText(q, [sql`lower(po.po_number)`]),
    sort: sortColumns[query.sort.field],
    readPage: (page) =>
      db
        .selectFrom(page)
        .innerJoin("purchase_order as po", "po.po_key", "page.key")
        .innerJoin("customer as c", "c.customer_id", "po.customer_id")
        .select([
          "po.po_key",
          "po.customer_id",
          "c.name as customer_name",
          "po.po_number",
          "po.po_date",
          "po.status",
          poAmount(sql.ref("po.po_key")).as("amount"),
          "po.next_due_date",
          poIsLate("po").as("is_late"),
        ]),
    toItem: (row) => ({
      POKey: Number(row.po_key),
      CustomerId: row.customer_id,
      CustomerName: row.customer_name,
      PONumber: row.po_number,
      PODate: row.po_date,
      Status: row.status,
      Amount: row.amount,
      NextDueDate: row.next_due_date,
      IsLate: row.is_late,
    }),
  });
}

const constraints = (customerId: string, poNumber: string) =>
  ({
    purchase_order_customer_id_po_number_key: {
      kind: "conflict",
      field: "PONumber",
      message: `Customer ${customerId} already has a PO numbered ${poNumber}.`,
    },
    purchase_order_po_number_check: {
      kind: "invalid",
      field: "PONumber",
      message: "PO number is required (at most 40 characters).",
    },
    purchase_order_terms_check: {
      kind: "invalid",
      field: "Terms",
      message: "Terms are required (at most 40 characters).",
    },
  }) as const;

/** POST /purchase-orders: header (defaults from the customer), lines numbered 1, 2, 3…, history, one transaction. */
export async function createPurchaseOrder(
  db: Kysely<Schema>,
  who: Principal,
  input: CreatePurchaseOrderInput,
): Promise<PurchaseOrder> {
  return writeTransaction(db, constraints(input.CustomerId, input.PONumber), async (trx) =>
    mustReadPurchaseOrder(trx, await insertPurchaseOrder(trx, who, input)),
  );
}

/** createPurchaseOrder's writes in the caller's transaction; answers the new POKey. A duplicate PO number fails the transaction. */
async function insertPurchaseOrder(
  trx: Transaction<Schema>,
  who: Principal,
  input: CreatePurchaseOrderInput,
): Promise<string> {
  const customer = await trx
    .selectFrom("customer")
    .selectAll()
    .where("customer_id", "=", input.CustomerId)
    .executeTakeFirst();
  const refused = purchaseOrderCustomerProblem(customer, input.CustomerId);
  if (refused !== null) throw new InvalidError("The request is not valid.", { CustomerId: refused });
  const po = await trx
    .insertInto("purchase_order")
    .values({
      customer_id: customer!.customer_id,
      po_number: input.PONumber,
      po_date: input.PODate ?? sql<string>`current_date`,
      ...purchaseOrderHeaderDefaults(customer!, input),
      last_line_number: input.Lines.length,
    })
    .returning(["po_key", "customer_id"])
    .executeTakeFirstOrThrow();
  await recordChange(trx, who, "purchase_order", po.po_key, "create");
  await insertLines(trx, who, po, input.Lines, 1, (index) => `Lines.${index}.`);
  return po.po_key;
}

/** Why a new PO may not be `customerId`'s (null: it may): the customer must exist and be active. */
export function purchaseOrderCustomerProblem(
  customer: { active: boolean } | undefined,
  customerId: string,
): string | null {
  if (!customer) return `There is no customer ${customerId}.`;
  return customer.active ? null : `Customer ${customerId} is inactive.`;
}

/** A new PO's header columns besides its key and date: what the input leaves out comes from the customer (ship-to, terms). */
export function purchaseOrderHeaderDefaults(customer: Selectable<CustomerTable>, input: CreatePurchaseOrderInput) {
  const same = customer.shipping_same_as_billing;
  return {
    ship_to_name: input.ShipToName === undefined ? customer.name : input.ShipToName,
    ship_to_address1:
      input.ShipToAddress1 === undefined
        ? same
          ? customer.billing_address1
          : customer.shipping_address1
        : input.ShipToAddress1,
    ship_to_address2:
      input.ShipToAddress2 === undefined
        ? same
          ? customer.billing_address2
          : customer.shipping_address2
        : input.ShipToAddress2,
    ship_to_city:
      input.ShipToCity === undefined ? (same ? customer.billing_city : customer.shipping_city) : input.ShipToCity,
    ship_to_region:
      input.ShipToRegion === undefined
        ? same
          ? customer.billing_region
          : customer.shipping_region
        : input.ShipToRegion,
    ship_to_postal_code:
      input.ShipToPostalCode === undefined
        ? same
          ? customer.billing_postal_code
          : customer.shipping_postal_code
        : input.ShipToPostalCode,
    ship_to_country:
      input.ShipToCountry === undefined
        ? same
          ? customer.billing_country
          : customer.shipping_country
        : input.ShipToCountry,
    terms: input.Terms ?? customer.payment_terms,
    notes: input.Notes ?? "",
  };
}

/** The header fields a PUT changes and the history compares. */
function header(po: PurchaseOrder) {
  return {
    PONumber: po.PONumber,
    PODate: po.PODate,
    ShipToName: po.ShipToName,
    ShipToAddress1: po.ShipToAddress1,
    ShipToAddress2: po.ShipToAddress2,
    ShipToCity: po.ShipToCity,
    ShipToRegion: po.ShipToRegion,
    ShipToPostalCode: po.ShipToPostalCode,
    ShipToCountry: po.ShipToCountry,
    Terms: po.Terms,
    Notes: po.Notes,
  };
}

/** PUT /purchase-orders/{poKey}: row lock, Version check, header update, history. */
export async function updatePurchaseOrder(
  db: Kysely<Schema>,
  who: Principal,
  poKey: string,
  { Version, CustomerId, ...changes }: PurchaseOrderChanges,
): Promise<PurchaseOrder> {
  let customerId = "";
  let poNumber = changes.PONumber ?? "";
  return writeTransaction(db, constraints(customerId, poNumber), async (trx) =>
    updateVersioned(trx, who, Version, {
      what: (po) => `PO ${po.PONumber}`,
      lock: async () => {
        const locked = await lockPurchaseOrder(trx, poKey);
        customerId = locked.customer_id;
        poNumber ||= locked.po_number;
        return { version: locked.version, record: await mustReadPurchaseOrder(trx, poKey) };
      },
      notFound: () => purchaseOrderNotFound(poKey),
      write: async (before) => {
        if (CustomerId !== undefined && CustomerId !== before.CustomerId) {
          throw new InvalidError("The request is not valid.", {
            CustomerId: `A PO's customer cannot change (this one is ${before.CustomerId}); make a new PO for ${CustomerId}.`,
          });
        }
        const merged = { ...header(before), ...definedOnly(changes) };
        await trx
          .updateTable("purchase_order")
          .set({
            po_number: merged.PONumber,
            po_date: merged.PODate,
            ship_to_name: merged.ShipToName,
            ship_to_address1: merged.ShipToAddress1,
            ship_to_address2: merged.ShipToAddress2,
            ship_to_city: merged.ShipToCity,
            ship_to_region: merged.ShipToRegion,
            ship_to_postal_code: merged.ShipToPostalCode,
            ship_to_country: merged.ShipToCountry,
            terms: merged.Terms,
            notes: merged.Notes,
            ...nextVersion,
          })
          .where("po_key", "=", poKey)
          .execute();
        return mustReadPurchaseOrder(trx, poKey);
      },
      history: { entity: "purchase_order", key: () => poKey, fields: header },
    }),
  );
}

/**
 * POST /purchase-orders/{poKey}/status. Closed from Open, Partially Shipped or Shipped;
 * Cancelled only from Open with nothing shipped and every WO cancelled; Reopen from Closed
 * back to the status the shipments give. Anything else: 409 naming the current status.
 */
export async function changePurchaseOrderStatus(
  db: Kysely<Schema>,
  who: Principal,
  poKey: string,
  { Status: change, Version }: { Status: PurchaseOrderStatusChange; Version: number },
): Promise<PurchaseOrder> {
  return db.transaction().execute(async (trx) => {
    const po = await lockPurchaseOrder(trx, poKey);
    await checkPurchaseOrderVersion(trx, po, Version);
    const refuse: (why: string) => never = (why) => {
      throw new ConflictError(`PO ${po.po_number} is ${po.status}: ${why}`, { Status: why });
    };
    let status: PurchaseOrderStatus;
    if (change === "Closed") {
      if (po.status === "Closed" || po.status === "Cancelled")
        refuse("only an Open, Partially Shipped or Shipped PO can be closed.");
      status = "Closed";
    } else if (change === "Cancelled") {
      if (po.status !== "Open") refuse("only an Open PO with nothing shipped can be cancelled.");
      const { rows } = await sql<{ wo_number: string }>`select w.wo_number::text from work_order w
        join po_line l on l.po_line_id = w.po_line_id
        where l.po_key = ${poKey} and w.status <> 'Cancelled' order by w.wo_number`.execute(trx);
      if (rows.length > 0) refuse(`cancel its WOs first (${rows.map((row) => row.wo_number).join(", ")}).`);
      status = "Cancelled";
    } else {
      if (po.status !== "Closed") refuse("only a Closed PO can be reopened.");
      status = await computedStatus(trx, poKey);
    }
    await trx
      .updateTable("purchase_order")
      .set({ status, ...nextVersion })
      .where("po_key", "=", poKey)
      .execute();
    await recordChange(trx, who, "purchase_order", poKey, "status", { Status: { from: po.status, to: status } });
    return mustReadPurchaseOrder(trx, poKey);
  });
}
