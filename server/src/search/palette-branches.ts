import { type RawBuilder, sql } from "kysely";
import { PALETTE_LIMIT } from "@shopdesk/contract";
import { escapeLike, folded, foldedPattern } from "../db/like.js";
import { isContainsSearch } from "../db/lists.js";

/**
 * How the command palette's record groups are queried (docs/api.md, "Search";
 * docs/performance.md, "Search"): customers, parts, suppliers and WOs (palette-<record>.ts),
 * each its own query, as the global search is built (repository.ts): branches in rank order
 * under one LIMIT, each with a LIMIT of its
 * own so PostgreSQL plans it for its first rows, each leaving out what earlier ones found, so
 * no row repeats. PostgreSQL runs them in order and stops once PALETTE_LIMIT rows are out: a
 * common prefix never pays for the "contains" scans, nor active matches for inactive ones.
 *
 * Ranks: the exact key (whether active or not: it names the one record asked for), then the
 * active records that start with the text, then the active ones that contain it (only for
 * text with three letters or digits in a row, the trigrams an index can look up, as the
 * lists' `q`), then the same two for inactive records. "Starts with" branches come from a
 * b-tree in order; a "contains" branch takes its first matches from a trigram index, in no
 * order, and shows them sorted.
 */

export const limit = sql.lit(PALETTE_LIMIT);

/**
 * The text as the branches compare it, lowered by the database (as the indexes are): for codes
 * and numbers as typed, and for names and descriptions (`names`) without accents, as migration
 * 0015's indexes hold them (like.ts, `folded`).
 */
export function patterns(text: string) {
  const escaped = escapeLike(text);
  return {
    exact: sql`lower(${text})`,
    starts: sql`lower(${`${escaped}%`})`,
    anywhere: sql`lower(${`%${escaped}%`})`,
    names: {
      exact: folded(sql`${text}::text`),
      starts: foldedPattern(text, "", "%"),
      anywhere: foldedPattern(text, "%", "%"),
    },
    hasTrigram: isContainsSearch(text),
  };
}

export type Branch = RawBuilder<unknown> | false;

/** The branches that apply, in rank order, under one LIMIT (see above). */
export function inRankOrder(branches: Branch[]): RawBuilder<unknown> {
  const kept = branches.filter((branch): branch is RawBuilder<unknown> => branch !== false);
  return sql`select * from (${sql.join(
    kept.map((branch) => sql`(${branch} limit ${limit})`),
    sql` union all `,
  )}) found limit ${limit}`;
}

/**
 * A "contains" branch: its first matches, as the trigram index finds them, shown sorted.
 *
 * Each such branch selects the keys of its matches in a subquery of their own (`offset 0`)
 * joined back to their rows by primary key. Joined, the subquery is planned for all its rows,
 * which only the trigram index serves well, and is then read only as far as needed. A branch
 * planned for its first 8 rows, as a plain one under a LIMIT is, walked the table or an index
 * in order instead, filtering, on a guess that matches are common: all 20,000 suppliers for a
 * long name (12.7 ms), 18,700 for `titanium` (12.1 ms), against 0.3–0.4 ms by the trigram index.
 */
export const sorted = (branch: RawBuilder<unknown>, orderBy: RawBuilder<unknown>) =>
  sql`select * from (${branch} limit ${limit}) matched order by ${orderBy}`;

/** Active records first, then inactive ones: the branches of `tiers` for each. */
export const activeThenInactive = (tiers: (active: RawBuilder<unknown>) => Branch[], column: string) => [
  ...tiers(sql.raw(column)),
  ...tiers(sql.raw(`not ${column}`)),
];
