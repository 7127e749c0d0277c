import { type Kysely, type Selectable, type Transaction, sql } from "kysely";
import type { Principal } from "../auth/verify-token.js";
import type { Schema, SupplierTable } from "../db/schema.js";
import { NotFoundError } from "../errors.js";
import type {
  LatestCertificate,
  Supplier,
  SupplierChanges,
  SupplierInput,
  SupplierSortField,
  SupplierSummary,
} from "@shopdesk/contract";
import { latestCertificateJson } from "./latest-certificate.js";
import { writeTransaction } from "../db/constraint-errors.js";
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

type SupplierRow = Selectable<SupplierTable> & { is_expired: boolean; latest_certificate: LatestCertificate };

// The database's date decides "expired", the same for every caller whatever their time zone.
const isExpired = sql<boolean>`coalesce(certificate_expires < current_date, false)`;
// Names are unique case-insensitively; this expression is the unique index's.
const nameKey = sql<string>`lower(supplier_name)`;

export function toSupplier(row: SupplierRow): Supplier {
  return {
    SupplierName: row.supplier_name,
    Services: row.services,
    ContactName: row.contact_name,
    Phone: row.phone,
    Email: row.email,
    Address1: row.supplier_address1,
    Address2: row.supplier_address2,
    City: row.supplier_city,
    Region: row.supplier_region,
    PostalCode: row.supplier_postal_code,
    Country: row.supplier_country,
    Notes: row.notes,
    ApprovalStatus: row.approval_status,
    CertificateExpires: row.certificate_expires,
    IsApprovalExpired: row.is_expired,
    LatestCertificate: row.latest_certificate,
    Active: row.active,
    Version: row.version,
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
  };
}

/** The columns a supplier's fields set. */
export function supplierColumns(input: SupplierInput) {
  return {
    supplier_name: input.SupplierName,
    services: input.Services,
    contact_name: input.ContactName,
    phone: input.Phone,
    email: input.Email,
    supplier_address1: input.Address1,
    supplier_address2: input.Address2,
    supplier_city: input.City,
    supplier_region: input.Region,
    supplier_postal_code: input.PostalCode,
    supplier_country: input.Country,
    notes: input.Notes,
    approval_status: input.ApprovalStatus,
    certificate_expires: input.CertificateExpires,
    active: input.Active,
  };
}

const constraints = (name: string) =>
  ({
    supplier_name_key: { kind: "conflict", field: "SupplierName", message: `A supplier named ${name} already exists.` },
    supplier_supplier_name_check: {
      kind: "invalid",
      field: "SupplierName",
      message: "Supplier name is required (at most 120 characters).",
    },
  }) as const;

const sortColumns = {
  SupplierName: nameKey,
  ApprovalStatus: sql<string>`approval_status`,
  CertificateExpires: sql<string>`certificate_expires`,
  Active: sql<string>`active`,
} satisfies Record<SupplierSortField, unknown>;

export interface SupplierListQuery extends Paging {
  q?: string | undefined;
  active?: boolean | undefined;
  approval?: SupplierInput["ApprovalStatus"] | "Expired" | undefined;
  sort: Sort<SupplierSortField>;
}

export async function listSuppliers(db: Kysely<Schema>, query: SupplierListQuery): Promise<ListPage<SupplierSummary>> {
  let filtered = db.selectFrom("supplier");
  if (query.active !== undefined) filtered = filtered.where("active", "=", query.active);
  if (query.approval === "Expired") filtered = filtered.where(sql<boolean>`certificate_expires < current_date`);
  else if (query.approval) filtered = filtered.where("approval_status", "=", query.approval);
  if (query.q) filtered = filtered.where(matchesText(query.q, [withoutAccents(sql`supplier_name`)]));
  const direction = query.sort.descending ? "desc" : "asc";
  // `q` searches the name, which orders or breaks the ties of every sort, so its matches sit
  // together along each sort index: they are fetched and sorted instead (lists.ts, sortKey).
  return listPage(
    query,
    (limit, offset) =>
      filtered
        .select([
          "supplier_name",
          "services",
          "approval_status",
          "certificate_expires",
          "active",
          isExpired.as("is_expired"),
          latestCertificateJson("supplier").as("latest_certificate"),
        ])
        .orderBy(sortKey(sortColumns[query.sort.field], query.q !== undefined), direction)
        .orderBy(nameKey, direction)
        .limit(limit)
        .offset(offset)
        .execute(),
    async () => (await cappedCount(filtered.select(sql`1`.as("one"))).execute(db)).rows[0]!,
    (row) => ({
      SupplierName: row.supplier_name,
      Services: row.services,
      ApprovalStatus: row.approval_status,
      CertificateExpires: row.certificate_expires,
      IsApprovalExpired: row.is_expired,
      LatestCertificate: row.latest_certificate,
      Active: row.active,
    }),
  );
}

/** Suppliers with what toSupplier reads beside their columns. */
export function suppliersQuery(db: Kysely<Schema>) {
  return db
    .selectFrom("supplier")
    .selectAll()
    .select([isExpired.as("is_expired"), latestCertificateJson("supplier").as("latest_certificate")]);
}

async function findRow(db: Kysely<Schema>, name: string, lock = false) {
  const query = suppliersQuery(db).where(nameKey, "=", sql<string>`lower(${name})`);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function getSupplier(db: Kysely<Schema>, name: string): Promise<Supplier | undefined> {
  const row = await findRow(db, name);
  return row && toSupplier(row);
}

/** The surrogate key history is kept under, so a rename keeps it (docs/api.md, "History"). */
export async function supplierId(db: Kysely<Schema>, name: string): Promise<string | undefined> {
  return (
    await db
      .selectFrom("supplier")
      .select("supplier_id")
      .where(nameKey, "=", sql<string>`lower(${name})`)
      .executeTakeFirst()
  )?.supplier_id;
}

export function supplierNotFound(name: string): NotFoundError {
  return new NotFoundError(`There is no supplier named ${name}.`);
}

export async function createSupplier(db: Kysely<Schema>, who: Principal, input: SupplierInput): Promise<Supplier> {
  return writeTransaction(db, constraints(input.SupplierName), async (trx) => {
    const { supplier_id } = await trx
      .insertInto("supplier")
      .values(supplierColumns(input))
      .returning("supplier_id")
      .executeTakeFirstOrThrow();
    await recordChange(trx, who, "supplier", supplier_id, "create");
    return toSupplier((await findRow(trx, input.SupplierName))!);
  });
}

/** As updateCustomer: row lock, Version check, update, history, one transaction. */
export async function updateSupplier(
  db: Kysely<Schema>,
  who: Principal,
  name: string,
  changes: SupplierChanges,
): Promise<Supplier> {
  return writeTransaction(db, constraints(changes.SupplierName ?? name), (trx) =>
    updateSupplierIn(trx, who, name, changes),
  );
}

/** updateSupplier in the caller's transaction (an import's); `source` is the file it read. */
export async function updateSupplierIn(
  trx: Transaction<Schema>,
  who: Principal,
  name: string,
  { Version, ...changes }: SupplierChanges,
  source: string | null = null,
): Promise<Supplier> {
  // The history is keyed by the supplier's id: a rename keeps it.
  const locked = await findRow(trx, name, true);
  return updateVersioned(trx, who, Version, {
    what: `supplier ${locked?.supplier_name ?? name}`,
    lock: async () => locked && { version: locked.version, record: toSupplier(locked) },
    notFound: () => supplierNotFound(name),
    write: async (before) => {
      const merged: SupplierInput = { ...before, ...definedOnly(changes) };
      await trx
        .updateTable("supplier")
        .set({ ...supplierColumns(merged), ...nextVersion })
        .where("supplier_id", "=", locked!.supplier_id)
        .executeTakeFirstOrThrow();
      return toSupplier((await findRow(trx, merged.SupplierName))!);
    },
    history: {
      entity: "supplier",
      key: () => locked!.supplier_id,
      ignore: ["Version", "CreatedAt", "UpdatedAt", "IsApprovalExpired"],
      source,
    },
  });
}
