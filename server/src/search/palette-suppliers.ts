import { type RawBuilder, sql } from "kysely";
import type { SupplierSearchResult } from "@shopdesk/contract";
import { folded } from "../db/like.js";
import { type Branch, activeThenInactive, inRankOrder, patterns, sorted } from "./palette-branches.js";

/** The palette's suppliers (palette-branches.ts: how a group is queried). */

export interface SupplierRow {
  supplier_name: string;
  services: string[];
  approval_status: SupplierSearchResult["ApprovalStatus"];
  is_expired: boolean;
  active: boolean;
}

/**
 * Suppliers by name without accents: exact, starts with, contains (0005's `text_pattern_ops`
 * b-tree, which also serves `=`, and trigram GIN, both rebuilt by 0015 on that expression).
 */
export function suppliersQuery(text: string): RawBuilder<SupplierRow> {
  const { names, hasTrigram } = patterns(text);
  const { exact, starts, anywhere } = names;
  const name = folded(sql`s.supplier_name`);
  const columns = sql`s.supplier_name, s.services, s.approval_status,
    coalesce(s.certificate_expires < current_date, false) as is_expired, s.active`;
  const tiers = (active: RawBuilder<unknown>): Branch[] => [
    sql`select ${columns} from supplier s where ${active} and ${name} like ${starts} and ${name} <> ${exact}
      order by ${name} using ~<~`,
    hasTrigram &&
      sorted(
        sql`select ${columns} from (
            select s.supplier_id from supplier s where ${active} and ${name} like ${anywhere} and ${name} not like ${starts} offset 0
          ) k join supplier s on s.supplier_id = k.supplier_id`,
        sql`${folded(sql`matched.supplier_name`)} using ~<~`,
      ),
  ];
  return sql<SupplierRow>`${inRankOrder([
    sql`select ${columns} from supplier s where ${name} = ${exact}`,
    ...activeThenInactive(tiers, "s.active"),
  ])}`;
}
