import { type RawBuilder, sql } from "kysely";
import { folded } from "../db/like.js";
import { type Branch, limit, activeThenInactive, inRankOrder, patterns, sorted } from "./palette-branches.js";

/** The palette's part revisions (palette-branches.ts: how a group is queried). */

export interface PartRow {
  part_number: string;
  revision: string;
  description: string;
  customer_id: string;
  is_superseded: boolean;
  active: boolean;
}

/** "7731-204 B" or "7731-204/B": a part number and one of its revisions. */
function numberAndRevision(text: string): { partNumber: string; revision: string } | null {
  const match = /^(.+?)\s*[\s/]\s*([A-Za-z0-9-]{1,4})$/.exec(text);
  return match ? { partNumber: match[1]!, revision: match[2]!.toUpperCase() } : null;
}

/**
 * Part revisions by part number (the key: exact, with or without a revision, then starts
 * with), description (starts with), then part number or description containing the text.
 * A number prefix is a range of 0007's sort index on `lower(part_number) collate "C"`, read in
 * (number, revision) order. Descriptions are matched without accents: on the distinct
 * descriptions first (0011's `part_description`, a small table, with 0015's prefix and
 * trigram indexes on its keys without accents), then each one's parts in order from 0007's
 * description sort index: on the part table a common word's trigrams are posting lists of
 * 20k–100k of the 500k parts, and a prefix without accents is no range of the sort index.
 */
export function partsQuery(text: string): RawBuilder<PartRow> {
  const { exact, starts, anywhere, names, hasTrigram } = patterns(text);
  const numberKey = sql`(lower(p.part_number) collate "C")`;
  const descriptionKey = sql`(lower(p.description) collate "C")`;
  const description = folded(sql`p.description`);
  const key = folded(sql`d.key`);
  const columns = sql`p.part_number, p.revision, p.description, p.customer_id, p.superseded_by is not null as is_superseded, p.active`;
  const inOrder = sql`${numberKey}, p.part_number, p.revision`;
  const withRevision = numberAndRevision(text);
  const revisionMatch =
    withRevision &&
    sql`(lower(p.part_number) = lower(${withRevision.partNumber}) and p.revision = ${withRevision.revision})`;
  // The exact revision asked for (found first) is left out of every later branch.
  const notRevision = revisionMatch ? sql`and not ${revisionMatch}` : sql``;
  // Each matching description's parts, in order: `keys` are read first (`offset 0`).
  const partsOf = (keys: RawBuilder<unknown>, active: RawBuilder<unknown>, except: RawBuilder<unknown>) =>
    sql`select p.* from (${keys} offset 0) d cross join lateral (
        select ${columns} from part p where ${descriptionKey} = d.key and ${active} and ${except} ${notRevision}
        order by p.part_number, p.revision limit ${limit}
      ) p`;
  const byDescription = sql`${folded(sql`matched.description`)} using ~<~, matched.description, matched.part_number, matched.revision`;
  const tiers = (active: RawBuilder<unknown>): Branch[] => [
    sql`select ${columns} from part p where ${active} and ${numberKey} like ${starts} and lower(p.part_number) <> ${exact} ${notRevision}
      order by ${inOrder}`,
    // In the order of the keys' prefix index; the first 8 are sorted again to be sure of it.
    sorted(
      partsOf(
        sql`select d.key from part_description d where ${key} like ${names.starts} order by ${key} using ~<~`,
        active,
        sql`${numberKey} not like ${starts}`,
      ),
      byDescription,
    ),
    hasTrigram &&
      sorted(
        sql`select ${columns} from (
            select p.part_id from part p where ${active} and lower(p.part_number) like ${anywhere}
              and ${numberKey} not like ${starts} and ${description} not like ${names.starts} ${notRevision} offset 0
          ) k join part p on p.part_id = k.part_id`,
        sql`lower(matched.part_number) collate "C", matched.part_number, matched.revision`,
      ),
    hasTrigram &&
      sorted(
        partsOf(
          sql`select d.key from part_description d where ${key} like ${names.anywhere} and ${key} not like ${names.starts}`,
          active,
          sql`${numberKey} not like ${anywhere}`,
        ),
        byDescription,
      ),
  ];
  return sql<PartRow>`${inRankOrder([
    sql`select ${columns} from part p where lower(p.part_number) = ${exact} ${revisionMatch ? sql`or ${revisionMatch}` : sql``}
      order by p.active desc, p.superseded_by is not null, p.part_number, p.revision`,
    ...activeThenInactive(tiers, "p.active"),
  ])}`;
}
