import type { Kysely, Transaction } from "kysely";
import type { Principal } from "../auth/verify-token.js";
import type { Schema } from "../db/schema.js";
import { ConflictError, NotFoundError } from "../errors.js";
import type { Part, PartChanges, PartInput } from "@shopdesk/contract";
import { writeTransaction } from "../db/constraint-errors.js";
import { changedFields, definedOnly, recordChange, updateVersioned } from "../history/index.js";
import { insertBreaks, partRow, partsRowQuery, toPart } from "./rows.js";
import { nextVersion } from "../db/next-version.js";

export async function getPart(db: Kysely<Schema>, partNumber: string, revision: string): Promise<Part | undefined> {
  const row = await partsRowQuery(db)
    .where("p.part_number", "=", partNumber)
    .where("p.revision", "=", revision)
    .executeTakeFirst();
  return row && toPart(row);
}

export function partNotFound(partNumber: string, revision: string): NotFoundError {
  return new NotFoundError(`There is no part ${partNumber} revision ${revision}.`);
}

/** The history key of a part revision (docs/data-model.md, change_history). */
export const partKey = (part: { PartNumber: string; Revision: string }) => `${part.PartNumber}/${part.Revision}`;

const constraints = (partNumber: string, revision: string, customerId: string, keyField: "PartNumber" | "Revision") =>
  ({
    part_part_number_revision_key: {
      kind: "conflict",
      field: keyField,
      message: `Part ${partNumber} revision ${revision} already exists.`,
    },
    part_customer_id_fkey: { kind: "invalid", field: "CustomerId", message: `There is no customer ${customerId}.` },
    part_part_number_check: {
      kind: "invalid",
      field: "PartNumber",
      message: "Part number is required (at most 40 characters).",
    },
    part_revision_check: { kind: "invalid", field: "Revision", message: "1 to 4 letters, digits or dashes, e.g. C." },
    part_description_check: {
      kind: "invalid",
      field: "Description",
      message: "Description is required (at most 200 characters).",
    },
    part_uom_check: { kind: "invalid", field: "UnitOfMeasure", message: "1 to 6 letters, e.g. EA." },
    part_lot_charge_check: { kind: "invalid", field: "Pricing.LotCharge", message: "Must be 0 or more." },
    part_price_break_pkey: { kind: "invalid", field: "Pricing.Breaks", message: "Each quantity can be a break once." },
  }) as const;

/** A part as the history compares it: pricing flattened, breaks as one readable string, derived fields left out. */
export function forHistory({ Pricing, CustomerName: _name, IsSuperseded: _superseded, ...part }: Part) {
  return {
    ...part,
    LotCharge: Pricing.LotCharge,
    EffectiveDate: Pricing.EffectiveDate,
    QuoteReference: Pricing.QuoteReference,
    Breaks: Pricing.Breaks.map((row) => `${row.MinQuantity} @ ${row.UnitPrice}`).join(", "),
  };
}
export const notCompared = ["Version", "CreatedAt", "UpdatedAt"];

/** A part's fields after `changes` (Pricing merged field by field; Breaks, when given, replace all). */
export function mergePart(current: Part, changes: PartChanges): PartInput {
  const { Pricing, ...fields } = definedOnly(changes);
  return { ...current, ...fields, Pricing: { ...current.Pricing, ...definedOnly(Pricing ?? {}) } };
}

async function insertPart(
  trx: Transaction<Schema>,
  partNumber: string,
  revision: string,
  input: PartInput,
): Promise<string> {
  const { part_id } = await trx
    .insertInto("part")
    .values({ part_number: partNumber, revision, ...partRow(input) })
    .returning("part_id")
    .executeTakeFirstOrThrow();
  await insertBreaks(trx, part_id, input.Pricing.Breaks);
  return part_id;
}

async function reread(trx: Transaction<Schema>, partId: string): Promise<Part> {
  return toPart(await partsRowQuery(trx).where("p.part_id", "=", partId).executeTakeFirstOrThrow());
}

async function lockPart(trx: Transaction<Schema>, partNumber: string, revision: string) {
  const locked = await trx
    .selectFrom("part")
    .select(["part_id", "version", "superseded_by"])
    .where("part_number", "=", partNumber)
    .where("revision", "=", revision)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw partNotFound(partNumber, revision);
  return { ...locked, current: await reread(trx, locked.part_id) };
}

export async function createPart(
  db: Kysely<Schema>,
  who: Principal,
  input: PartInput & { PartNumber: string; Revision: string },
): Promise<Part> {
  return writeTransaction(
    db,
    constraints(input.PartNumber, input.Revision, input.CustomerId, "PartNumber"),
    async (trx) => {
      const partId = await insertPart(trx, input.PartNumber, input.Revision, input);
      await recordChange(trx, who, "part", partKey(input), "create");
      return reread(trx, partId);
    },
  );
}

/** Row lock, Version check, part and its whole price sheet updated together, history: one transaction. */
export async function updatePart(
  db: Kysely<Schema>,
  who: Principal,
  partNumber: string,
  revision: string,
  changes: PartChanges & { Version: number },
): Promise<Part> {
  return writeTransaction(db, constraints(partNumber, revision, changes.CustomerId ?? "", "PartNumber"), (trx) =>
    updatePartIn(trx, who, partNumber, revision, changes),
  );
}

/** updatePart in the caller's transaction (an import's); `source` is the file it read. */
export async function updatePartIn(
  trx: Transaction<Schema>,
  who: Principal,
  partNumber: string,
  revision: string,
  { Version, ...changes }: PartChanges & { Version: number },
  source: string | null = null,
): Promise<Part> {
  const { part_id, version, current } = await lockPart(trx, partNumber, revision);
  return updateVersioned(trx, who, Version, {
    what: `part ${partNumber} revision ${revision}`,
    lock: async () => ({ version, record: current }),
    notFound: () => partNotFound(partNumber, revision),
    write: async (before) => {
      const merged = mergePart(before, changes);
      await trx
        .updateTable("part")
        .set({ ...partRow(merged), ...nextVersion })
        .where("part_id", "=", part_id)
        .executeTakeFirstOrThrow();
      if (changes.Pricing?.Breaks) {
        await trx.deleteFrom("part_price_break").where("part_id", "=", part_id).execute();
        await insertBreaks(trx, part_id, merged.Pricing.Breaks);
      }
      return reread(trx, part_id);
    },
    history: { entity: "part", key: partKey, fields: forHistory, ignore: notCompared, source },
  });
}

/**
 * A new revision copied from this one (what the body leaves out, pricing included), and this
 * one marked superseded by it, in one transaction. Only the current revision can have a
 * successor: the row lock makes a second, concurrent new revision of it wait and then fail.
 */
export async function createRevision(
  db: Kysely<Schema>,
  who: Principal,
  partNumber: string,
  revision: string,
  { Revision: newRevision, ...changes }: PartChanges & { Revision: string },
): Promise<Part> {
  return writeTransaction(
    db,
    constraints(partNumber, newRevision, changes.CustomerId ?? "", "Revision"),
    async (trx) => {
      const { part_id, current } = await lockPart(trx, partNumber, revision);
      if (current.SupersededBy) {
        throw new ConflictError(
          `Part ${partNumber} revision ${revision} is already superseded by revision ${current.SupersededBy.Revision}; make the new revision from that one.`,
          { Revision: `Revision ${revision} is already superseded by ${current.SupersededBy.Revision}.` },
        );
      }
      const newId = await insertPart(trx, partNumber, newRevision, mergePart(current, changes));
      await trx
        .updateTable("part")
        .set({ superseded_by: newId, ...nextVersion })
        .where("part_id", "=", part_id)
        .execute();
      const older = await reread(trx, part_id);
      await recordChange(
        trx,
        who,
        "part",
        partKey(older),
        "update",
        changedFields(forHistory(current), forHistory(older), notCompared),
      );
      await recordChange(trx, who, "part", `${partNumber}/${newRevision}`, "create", {
        Revision: { from: revision, to: newRevision },
      });
      return reread(trx, newId);
    },
  );
}
