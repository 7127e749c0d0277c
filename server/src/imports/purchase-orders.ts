import {
  type CreatePurchaseOrderInput,
  createPurchaseOrderBody,
  customerId,
  importColumns,
  poNumber,
  purchaseOrderHeader,
} from "@shopdesk/contract";
import { type Selectable, sql } from "kysely";
import type { PurchaseOrderTable } from "../db/schema.js";
import { historyStatement } from "../history/index.js";
import {
  lineKey,
  linePartProblem,
  noBreakMessage,
  purchaseOrderCustomerProblem,
  purchaseOrderHeaderDefaults,
} from "../purchase-orders/index.js";
import type { RowValues } from "./mapping.js";
import {
  type CurrentRecord,
  type RecordKind,
  type RowProblem,
  ROWS_PER_TURN,
  RecordsChangedError,
  batches,
  decimalAsStored,
  expectAll,
  issueProblems,
  keyProblems,
  yieldTurn,
} from "./record-kind.js";
import { insertStatement } from "./set-writes.js";

type Body = CreatePurchaseOrderInput;
type Line = { PartNumber: string; Revision: string; Quantity: number; UnitPrice: string; DueDate: string };

interface CurrentPurchaseOrder extends CurrentRecord {
  /** The header as the API answers it (PODate, ShipTo…, Terms, Notes). */
  Header: Record<string, unknown>;
  PODate: string;
  Lines: Line[];
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

type HeaderColumns = Pick<Selectable<PurchaseOrderTable>, "po_date" | "terms" | "notes"> &
  ReturnType<typeof purchaseOrderHeaderDefaults>;

/** The header columns of a PO as the API names them. */
const headerOf = (row: HeaderColumns) => ({
  PODate: row.po_date,
  ShipToName: row.ship_to_name,
  ShipToAddress1: row.ship_to_address1,
  ShipToAddress2: row.ship_to_address2,
  ShipToCity: row.ship_to_city,
  ShipToRegion: row.ship_to_region,
  ShipToPostalCode: row.ship_to_postal_code,
  ShipToCountry: row.ship_to_country,
  Terms: row.terms,
  Notes: row.notes,
});

/** The unit price of the break with the largest MinQuantity ≤ quantity (breaks in ascending order), as lines.ts' breakPrice finds it. */
function priceFromBreaks(breaks: { min_quantity: number; unit_price: string }[], quantity: number): string | undefined {
  return breaks.findLast((row) => row.min_quantity <= quantity)?.unit_price;
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
    if (typeof customer !== "string" || typeof number !== "string")
      return [customer, number].filter((problem) => typeof problem !== "string").flat();
    return keyOf(customer, number);
  },

  parse(rows) {
    const { body, problems } = purchaseOrderBody(rows);
    const parsed = createPurchaseOrderBody.safeParse(body);
    if (parsed.success) return problems.length > 0 ? problems : parsed.data;
    for (const issue of parsed.error.issues) {
      const [first, index, field] = issue.path;
      const onLine = first === "Lines" && typeof index === "number";
      problems.push(
        ...issueProblems([issue], onLine ? rows[index]!.line : rows[0]!.line, () =>
          onLine ? `Line.${String(field)}` : String(first ?? ""),
        ),
      );
    }
    return problems;
  },

  label,

  async load(db, keys) {
    const found = new Map<string, CurrentPurchaseOrder>();
    for (const some of batches(keys, 5000)) {
      const customers = some.map((key) => splitKey(key)[0]);
      const numbers = some.map((key) => splitKey(key)[1]);
      const rows = await db
        .selectFrom("purchase_order as po")
        .selectAll("po")
        .select(
          sql<Line[]>`coalesce((
            select json_agg(json_build_object('PartNumber', p.part_number, 'Revision', p.revision, 'Quantity', l.quantity,
              'UnitPrice', l.unit_price::text, 'DueDate', l.due_date) order by l.line_number)
            from po_line l join part p on p.part_id = l.part_id where l.po_key = po.po_key), '[]')`.as("lines"),
        )
        .where(
          sql<boolean>`(po.customer_id, po.po_number) in (select * from unnest(${customers}::text[], ${numbers}::text[]))`,
        )
        .execute();
      for (const row of rows) {
        found.set(keyOf(row.customer_id, row.po_number), {
          Version: row.version,
          CreatedAt: row.created_at,
          UpdatedAt: row.updated_at,
          Header: headerOf(row),
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
        const price =
          line.UnitPrice === undefined || line.UnitPrice === null || Number(line.UnitPrice) === Number(now.UnitPrice);
        return (
          line.PartNumber === now.PartNumber &&
          line.Revision === now.Revision &&
          line.Quantity === now.Quantity &&
          line.DueDate === now.DueDate &&
          price
        );
      });
    if (same) return null;
    return [
      {
        line: lines[0]!,
        key: "PONumber",
        message: `${label(key)} already exists with other lines; change it on its screen.`,
      },
    ];
  },

  /**
   * The checks of POST /purchase-orders (an active customer; each line's part the customer's,
   * active and current; a price for every line), on every PO at once: customers, parts and
   * breaks read in bulk. A sound PO's body is completed as that POST would store it: the
   * customer's ship-to and terms where the file leaves them out, today's date, and each line
   * without a price its part's break price.
   */
  async check(db, records) {
    const problems: RowProblem[] = [];
    const customers = new Map<string, Awaited<ReturnType<typeof loadCustomers>>[number]>();
    for (const row of await loadCustomers(db, [...new Set(records.map((record) => record.body.CustomerId))]))
      customers.set(row.customer_id, row);
    const lines = records.flatMap((record) => record.body.Lines);
    const parts = new Map<
      string,
      { part_id: string; customer_id: string; active: boolean; successor: string | null }
    >();
    const wanted = [...new Set(lines.map((line) => `${line.PartNumber}/${line.Revision}`))];
    for (const some of batches(wanted, 5000)) {
      const { rows } = await sql<{
        part_id: string;
        part_number: string;
        revision: string;
        customer_id: string;
        active: boolean;
        successor: string | null;
      }>`
        select p.part_id, p.part_number, p.revision, p.customer_id, p.active, s.revision as successor
        from part p left join part s on s.part_id = p.superseded_by
        where (p.part_number, p.revision) in (select * from unnest(${some.map((key) => key.slice(0, key.lastIndexOf("/")))}::text[], ${some.map((key) => key.slice(key.lastIndexOf("/") + 1))}::text[]))`.execute(
        db,
      );
      for (const row of rows) parts.set(`${row.part_number}/${row.revision}`, row);
    }
    const breaks = new Map<string, { min_quantity: number; unit_price: string }[]>();
    const unpriced = [
      ...new Set(
        lines
          .filter((line) => line.UnitPrice == null)
          .map((line) => parts.get(`${line.PartNumber}/${line.Revision}`)?.part_id),
      ),
    ].filter((id) => id !== undefined);
    for (const some of batches(unpriced, 5000)) {
      const rows = await db
        .selectFrom("part_price_break")
        .select(["part_id", "min_quantity", "unit_price"])
        .where(sql<boolean>`part_id = any(${some}::bigint[])`)
        .orderBy("part_id")
        .orderBy("min_quantity")
        .execute();
      for (const row of rows) breaks.set(row.part_id, [...(breaks.get(row.part_id) ?? []), row]);
    }
    const { rows: today } = await sql<{ today: string }>`select current_date::text as today`.execute(db);

    for (const [index, record] of records.entries()) {
      if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await yieldTurn();
      const { body } = record;
      const customer = customers.get(body.CustomerId);
      const refused = purchaseOrderCustomerProblem(customer, body.CustomerId);
      if (refused !== null) {
        problems.push({ line: record.lines[0]!, key: "CustomerId", message: refused });
        continue;
      }
      const found: RowProblem[] = [];
      const prices = body.Lines.map((line, index) => {
        const part = parts.get(`${line.PartNumber}/${line.Revision}`);
        const problem = linePartProblem(part, body.CustomerId, line.PartNumber, line.Revision);
        if (problem !== null)
          return void found.push({ line: record.lines[index]!, key: "Line.PartNumber", message: problem });
        const price = line.UnitPrice ?? priceFromBreaks(breaks.get(part!.part_id) ?? [], line.Quantity);
        if (price === undefined)
          found.push({
            line: record.lines[index]!,
            key: "Line.UnitPrice",
            message: noBreakMessage(`Part ${line.PartNumber} revision ${line.Revision}`, line.Quantity),
          });
        return price;
      });
      if (found.length > 0) {
        problems.push(...found);
        continue;
      }
      const header = purchaseOrderHeaderDefaults(customer!, body);
      record.body = {
        ...body,
        ...headerOf({ ...header, po_date: body.PODate ?? today[0]!.today }),
        Lines: body.Lines.map((line, index) => ({ ...line, UnitPrice: prices[index]! })),
      };
    }
    return problems;
  },

  stored({ body }, current) {
    if (current)
      return current.Lines.map((line) => ({
        PONumber: body.PONumber,
        CustomerId: body.CustomerId,
        ...current.Header,
        Line: line,
      }));
    return body.Lines.map((line) => ({
      ...body,
      Line: { ...line, UnitPrice: line.UnitPrice == null ? null : decimalAsStored(line.UnitPrice, 4) },
    }));
  },

  async lock(trx, keys) {
    const found = new Map<string, number>();
    for (const some of batches(keys, 5000)) {
      const { rows } = await sql<{
        customer_id: string;
        po_number: string;
        version: number;
      }>`select customer_id, po_number, version from purchase_order
        where (customer_id, po_number) in (select * from unnest(${some.map((key) => splitKey(key)[0])}::text[], ${some.map((key) => splitKey(key)[1])}::text[]))
        for update`.execute(trx);
      for (const row of rows) found.set(keyOf(row.customer_id, row.po_number), row.version);
    }
    return found;
  },

  /** check() completed each body: the header as stored, every line priced. */
  create(records, who, source) {
    const headers = insertStatement<{ po_key: string }>(
      "purchase_order",
      records.map(({ body }) => ({
        customer_id: body.CustomerId,
        po_number: body.PONumber,
        po_date: body.PODate,
        ship_to_name: body.ShipToName,
        ship_to_address1: body.ShipToAddress1,
        ship_to_address2: body.ShipToAddress2,
        ship_to_city: body.ShipToCity,
        ship_to_region: body.ShipToRegion,
        ship_to_postal_code: body.ShipToPostalCode,
        ship_to_country: body.ShipToCountry,
        terms: body.Terms,
        notes: body.Notes,
        last_line_number: body.Lines.length,
      })),
      ["po_key"],
    );
    const lines = records.flatMap(({ body }) =>
      body.Lines.map((line, index) => ({
        customer_id: body.CustomerId,
        po_number: body.PONumber,
        line_number: index + 1,
        part_number: line.PartNumber,
        revision: line.Revision,
        quantity: line.Quantity,
        unit_price: line.UnitPrice,
        due_date: line.DueDate,
      })),
    );
    const linesJson = JSON.stringify(lines);
    const lineCount = lines.length;
    return async (trx) => {
      const made = await headers(trx);
      await historyStatement(
        who,
        "purchase_order",
        made.map((row) => ({ key: row.po_key, action: "create", changes: {} })),
        source,
      )(trx);
      // Each line finds its PO by number and its part by number, still the customer's, active and current (as check() found it).
      const { rows: added } = await sql<{
        po_key: string;
        line_number: number;
      }>`insert into po_line (po_key, line_number, part_id, quantity, unit_price, due_date)
        select po.po_key, v.line_number, p.part_id, v.quantity, v.unit_price, v.due_date
        from json_to_recordset(${linesJson}::json)
          as v(customer_id text, po_number text, line_number int, part_number text, revision text, quantity int, unit_price numeric, due_date date)
        join purchase_order po on po.customer_id = v.customer_id and po.po_number = v.po_number
        join part p on p.part_number = v.part_number and p.revision = v.revision and p.customer_id = v.customer_id and p.active and p.superseded_by is null
        returning po_key, line_number`.execute(trx);
      expectAll(added.length, lineCount);
      await historyStatement(
        who,
        "po_line",
        added.map((row) => ({ key: lineKey(row.po_key, row.line_number), action: "create", changes: {} })),
        source,
      )(trx);
    };
  },

  async update(updates) {
    // changes() never answers changes for a PO: nothing to update.
    return async () => {
      if (updates.length > 0)
        throw new RecordsChangedError("Purchase orders are changed on their screens, not by import.");
    };
  },

  async links(db, records) {
    const { rows } = await sql<{
      customer_id: string;
      po_number: string;
      po_key: string;
    }>`select customer_id, po_number, po_key from purchase_order
      where (customer_id, po_number) in (select * from unnest(${records.map((record) => splitKey(record.key)[0])}::text[], ${records.map((record) => splitKey(record.key)[1])}::text[]))`.execute(
      db,
    );
    const poKeys = new Map(rows.map((row) => [keyOf(row.customer_id, row.po_number), row.po_key]));
    return records.map((record) => ({ Label: label(record.key), Path: `/po/${poKeys.get(record.key) ?? ""}` }));
  },
};

async function loadCustomers(db: Parameters<RecordKind<Body, CurrentPurchaseOrder>["load"]>[0], ids: string[]) {
  const rows = [];
  for (const some of batches(ids, 5000))
    rows.push(
      ...(await db
        .selectFrom("customer")
        .selectAll()
        .where(sql<boolean>`customer_id = any(${some}::text[])`)
        .execute()),
    );
  return rows;
}
