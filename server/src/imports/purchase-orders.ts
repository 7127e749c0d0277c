import { type CreatePurchaseOrderInput, createPurchaseOrderBody, customerId, importColumns, poNumber, purchaseOrderHeader } from "@shopdesk/contract";
import { sql } from "kysely";
import { DomainError, InvalidError } from "../errors.js";
import { insertPurchaseOrder } from "../purchase-orders/index.js";
import type { RowValues } from "./mapping.js";
import { type CurrentRecord, type RecordKind, type RowProblem, batches, issueProblems, keyProblems } from "./record-kind.js";

type Body = CreatePurchaseOrderInput;

interface CurrentPurchaseOrder extends CurrentRecord {
  PODate: string;
  Lines: { PartNumber: string; Revision: string; Quantity: number; UnitPrice: string; DueDate: string }[];
}

/** A PO is its customer's: the same number may be another customer's PO. */
const keyOf = (customerId: string, poNumber: string) => `${customerId} ${poNumber}`;
const splitKey = (key: string) => [key.slice(0, key.indexOf(" ")), key.slice(key.indexOf(" ") + 1)] as const;
const label = (key: string) => {
  const [customerId, poNumber] = splitKey(key);
  return `PO ${poNumber} of ${customerId}`;
};

const headerFields = Object.keys(purchaseOrderHeader.shape);
const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/**
 * A PO's rows (one per line, in file order) as one create body. Header cells may be repeated
 * on every line or left blank after the first; a blank one takes the customer's default
 * (ship-to, terms), as a PO made on its screen does. A later row that says otherwise is a problem.
 */
function purchaseOrderBody(rows: RowValues[]): { body: Record<string, unknown>; problems: RowProblem[] } {
  const body: Record<string, unknown> = {};
  const from = new Map<string, number>();
  const problems: RowProblem[] = [];
  for (const row of rows) {
    for (const field of headerFields) {
      const value = row.values[field];
      if (isBlank(value)) continue;
      if (!(field in body)) {
        body[field] = value;
        from.set(field, row.line);
      } else if (JSON.stringify(body[field]) !== JSON.stringify(value)) {
        problems.push({ line: row.line, key: field, message: `Differs from row ${from.get(field)} of the same PO.` });
      }
    }
  }
  body.CustomerId = rows[0]!.values.CustomerId;
  body.Lines = rows.map((row) => row.values.Line ?? {});
  return { body, problems };
}

/** Open POs with their lines, one row per line, grouped by customer and PO number; only new POs are imported. */
export const purchaseOrderImport: RecordKind<Body, CurrentPurchaseOrder> = {
  columns: importColumns["purchase-orders"],

  groupsRows: true,

  /** A line's blank customer is its PO's, from the PO number's row above it. */
  prepare(rows) {
    const customerOf = new Map<string, unknown>();
    for (const row of rows) {
      const number = String(row.values.PONumber ?? "").trim();
      if (isBlank(row.values.CustomerId) && customerOf.has(number)) row.values.CustomerId = customerOf.get(number);
      else customerOf.set(number, row.values.CustomerId);
    }
  },

  keyOf(row) {
    const customer = keyProblems(row.line, "CustomerId", customerId.safeParse(row.values.CustomerId));
    const number = keyProblems(row.line, "PONumber", poNumber.safeParse(row.values.PONumber));
    if (typeof customer !== "string" || typeof number !== "string") return [customer, number].filter((problem) => typeof problem !== "string").flat();
    return keyOf(customer, number);
  },

  parse(rows) {
    const { body, problems } = purchaseOrderBody(rows);
    const parsed = createPurchaseOrderBody.safeParse(body);
    if (parsed.success) return problems.length > 0 ? problems : parsed.data;
    for (const issue of parsed.error.issues) {
      const [first, index, field] = issue.path;
      const onLine = first === "Lines" && typeof index === "number";
      problems.push(...issueProblems([issue], onLine ? rows[index]!.line : rows[0]!.line, () => (onLine ? `Line.${String(field)}` : String(first ?? ""))));
    }
    return problems;
  },

  label,

  async load(db, keys, lock) {
    const found = new Map<string, CurrentPurchaseOrder>();
    for (const some of batches(keys, 5000)) {
      const customers = some.map((key) => splitKey(key)[0]);
      const numbers = some.map((key) => splitKey(key)[1]);
      let query = db
        .selectFrom("purchase_order as po")
        .select([
          "po.customer_id",
          "po.po_number",
          "po.po_date",
          "po.version",
          "po.created_at",
          "po.updated_at",
          sql<CurrentPurchaseOrder["Lines"]>`coalesce((
            select json_agg(json_build_object('PartNumber', p.part_number, 'Revision', p.revision, 'Quantity', l.quantity,
              'UnitPrice', l.unit_price::text, 'DueDate', l.due_date) order by l.line_number)
            from po_line l join part p on p.part_id = l.part_id where l.po_key = po.po_key), '[]')`.as("lines"),
        ])
        .where(sql<boolean>`(po.customer_id, po.po_number) in (select * from unnest(${customers}::text[], ${numbers}::text[]))`);
      if (lock) query = query.forUpdate("po");
      for (const row of await query.execute()) {
        found.set(keyOf(row.customer_id, row.po_number), {
          Version: row.version,
          CreatedAt: row.created_at,
          UpdatedAt: row.updated_at,
          PODate: row.po_date,
          Lines: row.lines,
        });
      }
    }
    return found;
  },

  /** A PO already there is left as it is when the file says the same; otherwise it is changed on its screen, not here. */
  changes({ body, key, lines }, current) {
    const same =
      (body.PODate === undefined || body.PODate === current.PODate) &&
      body.Lines.length === current.Lines.length &&
      body.Lines.every((line, index) => {
        const now = current.Lines[index]!;
        const price = line.UnitPrice === undefined || line.UnitPrice === null || Number(line.UnitPrice) === Number(now.UnitPrice);
        return line.PartNumber === now.PartNumber && line.Revision === now.Revision && line.Quantity === now.Quantity && line.DueDate === now.DueDate && price;
      });
    if (same) return null;
    return [{ line: lines[0]!, key: "PONumber", message: `${label(key)} already exists with other lines; change it on its screen.` }];
  },

  /**
   * The checks of POST /purchase-orders itself (an active customer; each line's part is the
   * customer's, active and current; a price for every line), by making each PO in a
   * transaction that is always rolled back.
   */
  async check(db, records) {
    const problems: RowProblem[] = [];
    const rollback = new Error("preview only");
    const previewer = { subject: "import-preview", name: null };
    try {
      await db.transaction().execute(async (trx) => {
        for (const record of records) {
          try {
            await insertPurchaseOrder(trx, previewer, record.body);
          } catch (error) {
            if (!(error instanceof InvalidError)) throw error;
            for (const [field, message] of Object.entries(error.fields ?? { _: error.message })) {
              const [first, index, name] = field.split(".");
              const onLine = first === "Lines" && index !== undefined;
              problems.push({ line: record.lines[onLine ? Number(index) : 0]!, key: onLine ? `Line.${name}` : (first ?? null), message });
            }
          }
        }
        throw rollback;
      });
    } catch (error) {
      if (error !== rollback) throw error;
    }
    return problems;
  },

  async create(trx, who, records, source) {
    const written = [];
    for (const record of records) {
      const poKey = await insertPurchaseOrder(trx, who, record.body, source);
      written.push({ Label: label(record.key), Path: `/po/${poKey}` });
    }
    return written;
  },

  update() {
    // changes() never answers changes for a PO: nothing to update.
    throw new DomainError("conflict", "Purchase orders are changed on their screens, not by import.");
  },
};
