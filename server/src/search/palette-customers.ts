import { type RawBuilder, sql } from "kysely";
import { folded } from "../db/like.js";
import { type Branch, activeThenInactive, inRankOrder, patterns, sorted } from "./palette-branches.js";

/** The palette's customers (palette-branches.ts: how a group is queried). */

export interface CustomerRow {
  customer_id: string;
  name: string;
  active: boolean;
}

/**
 * Customers by id (the key: exact, then starts with) and name (starts with), then either
 * containing the text. Indexes: the primary key, and 0003's `text_pattern_ops` b-trees and
 * trigram GINs on `lower(customer_id)` and (rebuilt by 0015) on the name without accents;
 * `order by … using ~<~` is the b-trees' own order, so a prefix is one range read in order.
 */
export function customersQuery(text: string): RawBuilder<CustomerRow> {
  const { exact, starts, anywhere, names, hasTrigram } = patterns(text);
  const id = sql`lower(c.customer_id)`;
  const name = folded(sql`c.name`);
  const columns = sql`c.customer_id, c.name, c.active`;
  const tiers = (active: RawBuilder<unknown>): Branch[] => [
    sql`select ${columns} from customer c where ${active} and ${id} like ${starts} and ${id} <> ${exact}
      order by ${id} using ~<~`,
    sql`select ${columns} from customer c where ${active} and ${name} like ${names.starts} and ${id} not like ${starts}
      order by ${name} using ~<~`,
    hasTrigram &&
      sorted(
        sql`select ${columns} from (
            select c.customer_id from customer c where ${active} and (${id} like ${anywhere} or ${name} like ${names.anywhere})
              and ${id} not like ${starts} and ${name} not like ${names.starts} offset 0
          ) k join customer c on c.customer_id = k.customer_id`,
        sql`${folded(sql`matched.name`)} using ~<~, matched.customer_id`,
      ),
  ];
  return sql<CustomerRow>`${inRankOrder([
    // Ids are 2–12 of A–Z, 0–9 and "-": other text cannot be one.
    /^[A-Za-z0-9-]{2,12}$/.test(text) && sql`select ${columns} from customer c where c.customer_id = upper(${text})`,
    ...activeThenInactive(tiers, "c.active"),
  ])}`;
}
