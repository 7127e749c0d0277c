import {
  MAX_IMPORT_PRICE_BREAKS,
  type Part,
  type PartInput,
  createPartBody,
  importColumns,
  partNumber,
  revision,
} from "@shopdesk/contract";
import { sql } from "kysely";
import type { z } from "zod/mini";
import { type HistoryRow, changedFields, historyAction, historyStatement } from "../history/index.js";
import {
  mergePart,
  partHistoryFields,
  partKey,
  partNotCompared,
  partRow,
  partsRowQuery,
  toPart,
} from "../parts/index.js";
import {
  type RecordKind,
  type WriteStep,
  ROWS_PER_TURN,
  batches,
  decimalAsStored,
  expectAll,
  issueProblems,
  keyProblems,
  sameValues,
  yieldTurn,
} from "./record-kind.js";
import { insertStatement, rowsOf, versionedUpdateStatement } from "./set-writes.js";

type Body = z.output<typeof createPartBody>;
type Breaks = Body["Pricing"]["Breaks"];
/** A part with its row's id, which its price breaks are kept under. */
type CurrentPart = Part & { PartId: string };

/** `/part?partNumber=…&revision=…`, as the part screen reads it. */
const path = (partNumber: string, revision: string) =>
  `/part?${new URLSearchParams({ partNumber, revision }).toString()}`;
const label = (key: string) => `Part ${key.replace("/", " revision ")}`;
const numbersOf = (keys: string[]) => keys.map((key) => key.slice(0, key.lastIndexOf("/")));
const revisionsOf = (keys: string[]) => keys.map((key) => key.slice(key.lastIndexOf("/") + 1));

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
  a.length === b.length &&
  a.every(
    (row, index) => row.MinQuantity === b[index]!.MinQuantity && Number(row.UnitPrice) === Number(b[index]!.UnitPrice),
  );

/** The part's columns as stored: amounts to their columns' decimals (numeric(12, 2), breaks numeric(12, 4)). */
function storedRow(input: PartInput) {
  return { ...partRow(input), lot_charge: decimalAsStored(input.Pricing.LotCharge, 2) };
}
const storedBreaks = (breaks: Breaks) =>
  breaks.map((row) => ({ MinQuantity: row.MinQuantity, UnitPrice: decimalAsStored(row.UnitPrice, 4) }));

/** The part as stored from `input`, read back as the API answers it. */
function storedPart(partNumber: string, revision: string, input: PartInput, current: CurrentPart | undefined): Part {
  return toPart({
    part_id: current?.PartId ?? "",
    part_number: partNumber,
    revision,
    ...storedRow(input),
    superseded_by: current?.IsSuperseded ? "" : null,
    customer_name: current?.CustomerId === input.CustomerId ? current.CustomerName : "",
    successor_number: current?.SupersededBy?.PartNumber ?? null,
    successor_revision: current?.SupersededBy?.Revision ?? null,
    breaks: storedBreaks(input.Pricing.Breaks),
    version: current?.Version ?? 1,
    created_at: current?.CreatedAt ?? new Date(0),
    updated_at: current?.UpdatedAt ?? new Date(0),
  });
}

/** A part's breaks after an update, as three sets: quantities gone, prices changed, quantities new. */
function breakChanges(partId: string, before: Breaks, after: Breaks) {
  const was = new Map(before.map((row) => [row.MinQuantity, row.UnitPrice]));
  const is = new Map(after.map((row) => [row.MinQuantity, row.UnitPrice]));
  const row = (quantity: number, price: string) => ({ part_id: partId, min_quantity: quantity, unit_price: price });
  return {
    gone: before
      .filter((old) => !is.has(old.MinQuantity))
      .map((old) => ({ part_id: partId, min_quantity: old.MinQuantity })),
    repriced: after
      .filter((now) => was.has(now.MinQuantity) && Number(was.get(now.MinQuantity)) !== Number(now.UnitPrice))
      .map((now) => row(now.MinQuantity, now.UnitPrice)),
    added: after.filter((now) => !was.has(now.MinQuantity)).map((now) => row(now.MinQuantity, now.UnitPrice)),
  };
}

/** The breaks' changes of many parts as three statements, not a delete and an insert per part. */
function breaksStatement(changes: ReturnType<typeof breakChanges>[]): WriteStep {
  const gone = changes.flatMap((change) => change.gone);
  const repriced = changes.flatMap((change) => change.repriced);
  const [anyGone, anyRepriced] = [gone.length > 0, repriced.length > 0];
  const goneJson = JSON.stringify(gone);
  const repricedJson = JSON.stringify(repriced);
  const added = insertStatement(
    "part_price_break",
    changes.flatMap((change) => change.added),
  );
  return async (trx) => {
    if (anyGone) {
      await sql`delete from part_price_break as b using ${rowsOf("part_price_break", goneJson)} as v
        where b.part_id = v.part_id and b.min_quantity = v.min_quantity`.execute(trx);
    }
    if (anyRepriced) {
      await sql`update part_price_break as b set unit_price = v.unit_price from ${rowsOf("part_price_break", repricedJson)} as v
        where b.part_id = v.part_id and b.min_quantity = v.min_quantity`.execute(trx);
    }
    await added(trx);
  };
}

/** Part revisions, one per row with its price breaks, matched by part number and revision. */
export const partImport: RecordKind<Body, CurrentPart> = {
  columns: importColumns.parts,

  keyOf(row) {
    const number = keyProblems(row.line, "PartNumber", partNumber.safeParse(row.values.PartNumber));
    const rev = keyProblems(row.line, "Revision", revision.safeParse(row.values.Revision));
    if (typeof number !== "string" || typeof rev !== "string")
      return [number, rev].filter((problem) => typeof problem !== "string").flat();
    return partKey({ PartNumber: number, Revision: rev });
  },

  label,

  async load(db, keys) {
    const found = new Map<string, CurrentPart>();
    for (const some of batches(keys, 5000)) {
      const rows = await partsRowQuery(db)
        .where(
          sql<boolean>`(p.part_number, p.revision) in (select * from unnest(${numbersOf(some)}::text[], ${revisionsOf(some)}::text[]))`,
        )
        .execute();
      for (const row of rows) {
        const part = toPart(row);
        found.set(partKey(part), { ...part, PartId: row.part_id });
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
    return parsed.success
      ? parsed.data
      : issueProblems(parsed.error.issues, row!.line, (issuePath) => problemKey(issuePath, read?.numbers ?? []));
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
      const rows = await db
        .selectFrom("customer")
        .select("customer_id")
        .where(sql<boolean>`customer_id = any(${some}::text[])`)
        .execute();
      for (const row of rows) known.add(row.customer_id);
    }
    return records
      .filter((record) => !known.has(record.body.CustomerId))
      .map((record) => ({
        line: record.lines[0]!,
        key: "CustomerId",
        message: `There is no customer ${record.body.CustomerId}.`,
      }));
  },

  stored: ({ body }, current) => [
    storedPart(body.PartNumber, body.Revision, current ? mergePart(current, body) : body, current),
  ],

  async lock(trx, keys) {
    const found = new Map<string, number>();
    for (const some of batches(keys, 5000)) {
      const { rows } = await sql<{
        part_number: string;
        revision: string;
        version: number;
      }>`select part_number, revision, version from part
        where (part_number, revision) in (select * from unnest(${numbersOf(some)}::text[], ${revisionsOf(some)}::text[])) for update`.execute(
        trx,
      );
      for (const row of rows) found.set(partKey({ PartNumber: row.part_number, Revision: row.revision }), row.version);
    }
    return found;
  },

  create(records, who, source) {
    const parts = insertStatement(
      "part",
      records.map(({ body }) => ({ part_number: body.PartNumber, revision: body.Revision, ...partRow(body) })),
    );
    // Each break finds its new part by number and revision: nothing waits for the parts' ids.
    const breaks = records.flatMap(({ body }) =>
      body.Pricing.Breaks.map((row) => ({
        part_number: body.PartNumber,
        revision: body.Revision,
        min_quantity: row.MinQuantity,
        unit_price: row.UnitPrice,
      })),
    );
    const breaksJson = JSON.stringify(breaks);
    const breakCount = breaks.length;
    const history = historyStatement(
      who,
      "part",
      records.map(({ key }) => ({ key, action: "create", changes: {} })),
      source,
    );
    return async (trx) => {
      await parts(trx);
      if (breakCount > 0) {
        const result = await sql`insert into part_price_break (part_id, min_quantity, unit_price)
          select p.part_id, v.min_quantity, v.unit_price
          from json_to_recordset(${breaksJson}::json) as v(part_number text, revision text, min_quantity int, unit_price numeric)
          join part p on p.part_number = v.part_number and p.revision = v.revision`.execute(trx);
        expectAll(Number(result.numAffectedRows ?? 0), breakCount);
      }
      await history(trx);
    };
  },

  async update(updates, who, source) {
    const rows = [];
    const breaks = [];
    const history: HistoryRow[] = [];
    for (const [index, { record, current }] of updates.entries()) {
      if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await yieldTurn();
      const { PartNumber, Revision, ...changes } = record.body;
      const { PartId, ...before } = current;
      const merged = mergePart(before, changes);
      rows.push({ part_id: PartId, version: current.Version, ...partRow(merged) });
      breaks.push(breakChanges(PartId, before.Pricing.Breaks, merged.Pricing.Breaks));
      const changed = changedFields(
        partHistoryFields(before),
        partHistoryFields(storedPart(PartNumber, Revision, merged, current)),
        partNotCompared,
      );
      history.push({ key: record.key, action: historyAction(changed), changes: changed });
    }
    const parts = versionedUpdateStatement("part", "part_id", rows);
    const priced = breaksStatement(breaks);
    const written = historyStatement(who, "part", history, source);
    return async (trx) => {
      await parts(trx);
      await priced(trx);
      await written(trx);
    };
  },

  links: async (_db, records) =>
    records.map(({ key, body }) => ({ Label: label(key), Path: path(body.PartNumber, body.Revision) })),
};
