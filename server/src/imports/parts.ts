import { MAX_IMPORT_PRICE_BREAKS, type Part, createPartBody, importColumns, partNumber, revision } from "@shopdesk/contract";
import { sql } from "kysely";
import type { z } from "zod/mini";
import { recordCreates } from "../history/index.js";
import { partKey, updatePartIn } from "../parts/index.js";
import { partRow, partsRowQuery, toPart } from "../parts/index.js";
import { type RecordKind, batches, issueProblems, keyProblems, sameValues } from "./record-kind.js";

type Body = z.output<typeof createPartBody>;
type Breaks = Body["Pricing"]["Breaks"];

/** `/part?partNumber=…&revision=…`, as the part screen reads it. */
const path = (partNumber: string, revision: string) => `/part?${new URLSearchParams({ partNumber, revision }).toString()}`;
const label = (key: string) => `Part ${key.replace("/", " revision ")}`;

/**
 * The row's price breaks from its "Break n quantity / price" columns, in n order, skipping
 * pairs left blank; `numbers[i]` is the n of `Breaks[i]`, to name the right column in a problem.
 */
function readBreaks(values: Record<string, unknown>): { breaks: unknown[]; numbers: number[] } | undefined {
  const breaks: unknown[] = [];
  const numbers: number[] = [];
  let mapped = false;
  for (let n = 1; n <= MAX_IMPORT_PRICE_BREAKS; n += 1) {
    const quantity = values[`Break${n}Quantity`];
    const price = values[`Break${n}Price`];
    mapped ||= `Break${n}Quantity` in values || `Break${n}Price` in values;
    delete values[`Break${n}Quantity`];
    delete values[`Break${n}Price`];
    if (quantity === undefined && price === undefined) continue;
    breaks.push({ MinQuantity: quantity, UnitPrice: price });
    numbers.push(n);
  }
  return mapped ? { breaks, numbers } : undefined;
}

/** The column of a break's problem: `Pricing.Breaks.1.UnitPrice` is the second break's price column. */
function problemKey(path: PropertyKey[], numbers: number[]): string | null {
  if (path[0] === "Pricing" && path[1] === "Breaks") {
    const n = typeof path[2] === "number" ? numbers[path[2]] : numbers[0];
    return `Break${n ?? 1}${path[3] === "UnitPrice" ? "Price" : "Quantity"}`;
  }
  return path.map(String).join(".");
}

const sameBreaks = (a: Breaks, b: Breaks) =>
  a.length === b.length && a.every((row, index) => row.MinQuantity === b[index]!.MinQuantity && Number(row.UnitPrice) === Number(b[index]!.UnitPrice));

/** Part revisions, one per row with its price breaks, matched by part number and revision. */
export const partImport: RecordKind<Body, Part> = {
  columns: importColumns.parts,

  keyOf(row) {
    const number = keyProblems(row.line, "PartNumber", partNumber.safeParse(row.values.PartNumber));
    const rev = keyProblems(row.line, "Revision", revision.safeParse(row.values.Revision));
    if (typeof number !== "string" || typeof rev !== "string") return [number, rev].filter((problem) => typeof problem !== "string").flat();
    return partKey({ PartNumber: number, Revision: rev });
  },

  label,

  async load(db, keys, lock) {
    const found = new Map<string, Part>();
    for (const some of batches(keys, 5000)) {
      const numbers = some.map((key) => key.slice(0, key.lastIndexOf("/")));
      const revisions = some.map((key) => key.slice(key.lastIndexOf("/") + 1));
      let query = partsRowQuery(db).where(
        sql<boolean>`(p.part_number, p.revision) in (select * from unnest(${numbers}::text[], ${revisions}::text[]))`,
      );
      if (lock) query = query.forUpdate("p");
      for (const row of await query.execute()) {
        const part = toPart(row);
        found.set(partKey(part), part);
      }
    }
    return found;
  },

  /** The file's values over the part as it is (pricing field by field; the breaks, when mapped, replace its own). */
  parse([row], current) {
    // A shallow copy: readBreaks takes the break keys off it; nested values are only read.
    const values = { ...row!.values };
    const read = readBreaks(values);
    const pricing = { ...current?.Pricing, ...(values.Pricing as object), ...(read ? { Breaks: read.breaks } : {}) };
    const parsed = createPartBody.safeParse({ ...current, ...values, Pricing: pricing });
    return parsed.success ? parsed.data : issueProblems(parsed.error.issues, row!.line, (issuePath) => problemKey(issuePath, read?.numbers ?? []));
  },

  changes({ body }, current) {
    const same = sameValues(partRow(body), partRow(current)) && sameBreaks(body.Pricing.Breaks, current.Pricing.Breaks);
    return same ? null : body;
  },

  /** Every part's customer exists: the words of POST /parts' refusal. */
  async check(db, records) {
    const wanted = [...new Set(records.map((record) => record.body.CustomerId))];
    const known = new Set<string>();
    for (const some of batches(wanted, 5000)) {
      const rows = await db.selectFrom("customer").select("customer_id").where(sql<boolean>`customer_id = any(${some}::text[])`).execute();
      for (const row of rows) known.add(row.customer_id);
    }
    return records
      .filter((record) => !known.has(record.body.CustomerId))
      .map((record) => ({ line: record.lines[0]!, key: "CustomerId", message: `There is no customer ${record.body.CustomerId}.` }));
  },

  async create(trx, who, records, source) {
    for (const some of batches(records, 500)) {
      const inserted = await trx
        .insertInto("part")
        .values(some.map(({ body }) => ({ part_number: body.PartNumber, revision: body.Revision, ...partRow(body) })))
        .returning(["part_id", "part_number", "revision"])
        .execute();
      const ids = new Map(inserted.map((row) => [`${row.part_number}/${row.revision}`, row.part_id]));
      const breaks = some.flatMap(({ key, body }) =>
        body.Pricing.Breaks.map((row) => ({ part_id: ids.get(key)!, min_quantity: row.MinQuantity, unit_price: row.UnitPrice })),
      );
      for (const rows of batches(breaks, 2000)) await trx.insertInto("part_price_break").values(rows).execute();
    }
    const keys = records.map((record) => record.key);
    await recordCreates(trx, who, "part", keys, source);
    return records.map(({ key, body }) => ({ Label: label(key), Path: path(body.PartNumber, body.Revision) }));
  },

  async update(trx, who, { key, body }, { PartNumber: _number, Revision: _revision, ...changes }: Body, version, source) {
    await updatePartIn(trx, who, body.PartNumber, body.Revision, { ...changes, Version: version }, source);
    return { Label: label(key), Path: path(body.PartNumber, body.Revision) };
  },
};
