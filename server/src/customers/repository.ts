import { type Kysely, type Selectable, type Transaction, sql } from "kysely";
import type { Principal } from "../auth/verify-token.js";
import type { CustomerTable, Schema } from "../db/schema.js";
import { NotFoundError } from "../errors.js";
import type {
  Customer,
  CustomerChanges,
  CustomerInput,
  CustomerPurchaseOrder,
  CustomerSortField,
  CustomerSummary,
} from "@shopdesk/contract";
import { writeTransaction } from "../db/constraint-errors.js";
import { poAmount } from "../orders/order-sql.js";
import { definedOnly, recordChange, updateVersioned } from "../history/index.js";
import {
  type ListPage,
  type Paging,
  type Sort,
  cappedCount,
  listPage,
  matchesText,
  sortKey,
  withoutAccents,
} from "../db/lists.js";
import { nextVersion } from "../db/next-version.js";

type CustomerRow = Selectable<CustomerTable>;

export function toCustomer(row: CustomerRow): Customer {
  return {
    CustomerId: row.customer_id,
    Name: row.name,
    BillingAddress1: row.billing_address1,
    BillingAddress2: row.billing_address2,
    BillingCity: row.billing_city,
    BillingRegion: row.billing_region,
    BillingPostalCode: row.billing_postal_code,
    BillingCountry: row.billing_country,
    ShippingSameAsBilling: row.shipping_same_as_billing,
    ShippingAddress1: row.shipping_address1,
    ShippingAddress2: row.shipping_address2,
    ShippingCity: row.shipping_city,
    ShippingRegion: row.shipping_region,
    ShippingPostalCode: row.shipping_postal_code,
    ShippingCountry: row.shipping_country,
    ContactName: row.contact_name,
    Phone: row.phone,
    Email: row.email,
    PaymentTerms: row.payment_terms,
    Notes: row.notes,
    Active: row.active,
    Version: row.version,
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
  };
}

/** The columns a customer's fields set (the id is the caller's). */
export function customerColumns(input: CustomerInput) {
  // "Same as billing" means the shipping columns are empty (docs/data-model.md).
  const same = input.ShippingSameAsBilling;
  return {
    name: input.Name,
    billing_address1: input.BillingAddress1,
    billing_address2: input.BillingAddress2,
    billing_city: input.BillingCity,
    billing_region: input.BillingRegion,
    billing_postal_code: input.BillingPostalCode,
    billing_country: input.BillingCountry,
    shipping_same_as_billing: same,
    shipping_address1: same ? null : input.ShippingAddress1,
    shipping_address2: same ? null : input.ShippingAddress2,
    shipping_city: same ? null : input.ShippingCity,
    shipping_region: same ? null : input.ShippingRegion,
    shipping_postal_code: same ? null : input.ShippingPostalCode,
    shipping_country: same ? null : input.ShippingCountry,
    contact_name: input.ContactName,
    phone: input.Phone,
    email: input.Email,
    payment_terms: input.PaymentTerms,
    notes: input.Notes,
    active: input.Active,
  };
}

const constraints = (customerId: string) =>
  ({
    customer_pkey: {
      kind: "conflict",
      field: "CustomerId",
      message: `A customer with id ${customerId} already exists.`,
    },
    customer_customer_id_check: {
      kind: "invalid",
      field: "CustomerId",
      message: "2 to 12 letters, digits or dashes, e.g. ACME.",
    },
    customer_name_check: { kind: "invalid", field: "Name", message: "Name is required (at most 200 characters)." },
    customer_payment_terms_check: {
      kind: "invalid",
      field: "PaymentTerms",
      message: "Payment terms are required (at most 40 characters).",
    },
  }) as const;

const sortColumns = {
  CustomerId: sql<string>`customer_id`,
  Name: sql<string>`lower(name)`,
  ContactName: sql<string>`lower(contact_name)`,
  PaymentTerms: sql<string>`payment_terms`,
  Active: sql<string>`active`,
} satisfies Record<CustomerSortField, unknown>;

export interface CustomerListQuery extends Paging {
  q?: string | undefined;
  active?: boolean | undefined;
  sort: Sort<CustomerSortField>;
}

export async function listCustomers(db: Kysely<Schema>, query: CustomerListQuery): Promise<ListPage<CustomerSummary>> {
  let filtered = db.selectFrom("customer");
  if (query.active !== undefined) filtered = filtered.where("active", "=", query.active);
  if (query.q) filtered = filtered.where(matchesText(query.q, [sql`lower(customer_id)`, withoutAccents(sql`name`)]));
  const direction = query.sort.descending ? "desc" : "asc";
  // Codes are made from names (ACME, Acme Aerospace), so a search's matches sit together
  // along the code and the name, which order or break the ties of every sort: walking a sort
  // index read 44k customers to find the 125 starting with "va". With `q` the matches are
  // fetched and sorted instead (lists.ts, sortKey); the cost follows their number.
  return listPage(
    query,
    (limit, offset) =>
      filtered
        .select(["customer_id", "name", "contact_name", "phone", "payment_terms", "active"])
        .orderBy(sortKey(sortColumns[query.sort.field], query.q !== undefined), direction)
        .orderBy("customer_id", direction)
        .limit(limit)
        .offset(offset)
        .execute(),
    async () => (await cappedCount(filtered.select(sql`1`.as("one"))).execute(db)).rows[0]!,
    (row) => ({
      CustomerId: row.customer_id,
      Name: row.name,
      ContactName: row.contact_name,
      Phone: row.phone,
      PaymentTerms: row.payment_terms,
      Active: row.active,
    }),
  );
}

export async function getCustomer(db: Kysely<Schema>, customerId: string): Promise<Customer | undefined> {
  const row = await db.selectFrom("customer").selectAll().where("customer_id", "=", customerId).executeTakeFirst();
  return row && toCustomer(row);
}

export async function customerExists(db: Kysely<Schema>, customerId: string): Promise<boolean> {
  return (
    (await db.selectFrom("customer").select("customer_id").where("customer_id", "=", customerId).executeTakeFirst()) !==
    undefined
  );
}

export function customerNotFound(customerId: string): NotFoundError {
  return new NotFoundError(`There is no customer ${customerId}.`);
}

export async function createCustomer(
  db: Kysely<Schema>,
  who: Principal,
  input: CustomerInput & { CustomerId: string },
): Promise<Customer> {
  return writeTransaction(db, constraints(input.CustomerId), async (trx) => {
    const row = await trx
      .insertInto("customer")
      .values({ customer_id: input.CustomerId, ...customerColumns(input) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(trx, who, "customer", row.customer_id, "create");
    return toCustomer(row);
  });
}

/**
 * Applies the changes if `Version` is still current. The row lock makes concurrent saves
 * of one customer take turns, so of two saves from the same Version exactly one wins and
 * the other sees the new Version (409 with the record as it is now).
 */
export async function updateCustomer(
  db: Kysely<Schema>,
  who: Principal,
  customerId: string,
  changes: CustomerChanges,
): Promise<Customer> {
  return writeTransaction(db, constraints(customerId), (trx) => updateCustomerIn(trx, who, customerId, changes));
}

/** updateCustomer in the caller's transaction (an import's); `source` is the file it read. */
export function updateCustomerIn(
  trx: Transaction<Schema>,
  who: Principal,
  customerId: string,
  { Version, ...changes }: CustomerChanges,
  source: string | null = null,
): Promise<Customer> {
  return updateVersioned(trx, who, Version, {
    what: `customer ${customerId}`,
    lock: async () => {
      const row = await trx
        .selectFrom("customer")
        .selectAll()
        .where("customer_id", "=", customerId)
        .forUpdate()
        .executeTakeFirst();
      return row && { version: row.version, record: toCustomer(row) };
    },
    notFound: () => customerNotFound(customerId),
    write: async (before) => {
      const merged: CustomerInput = { ...before, ...definedOnly(changes) };
      const row = await trx
        .updateTable("customer")
        .set({ ...customerColumns(merged), ...nextVersion })
        .where("customer_id", "=", customerId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toCustomer(row);
    },
    history: { entity: "customer", key: () => customerId, source },
  });
}

/** The customer's latest POs with their amounts (the sum of the lines' rounded amounts, as the PO itself answers it). */
export async function customerPurchaseOrders(
  db: Kysely<Schema>,
  customerId: string,
  limit: number,
): Promise<CustomerPurchaseOrder[]> {
  const rows = await db
    .selectFrom("purchase_order as po")
    .select(["po.po_key", "po.po_number", "po.po_date", "po.status", poAmount(sql.ref("po.po_key")).as("amount")])
    .where("po.customer_id", "=", customerId)
    .orderBy("po.po_date", "desc")
    .orderBy("po.po_key", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    POKey: Number(row.po_key),
    PONumber: row.po_number,
    PODate: row.po_date,
    Status: row.status,
    Amount: row.amount,
  }));
}
