import { type RawBuilder, sql } from "kysely";
import type { WorkOrderSearchResult } from "@shopdesk/contract";
import { woNumbersEndingIn } from "./repository.js";
import { type Branch, inRankOrder, patterns, sorted } from "./palette-branches.js";

/** The palette's WOs (palette-branches.ts: how a group is queried). */

export interface WorkOrderRow {
  wo_number: string;
  part_number: string;
  revision: string;
  status: WorkOrderSearchResult["Status"];
  due_date: string;
  customer_id: string | null;
  po_key: string | null;
}

/**
 * WOs by WO number (digits only: exact, starts with, contains), then by part number (exact,
 * newest WO first; starts with; contains). WOs have no Active flag: every WO ranks alike.
 *
 * WO numbers use 0003's b-tree and trigram GIN on `wo_number::text`, with the global search's
 * nine key lookups when the text is one digit shorter than the longest WO number
 * (repository.ts, woNumbersEndingIn). Part numbers use 0008's sort index on the WO's own copy
 * of its part number, `lower(part_number) collate "C"`, then WO number; "contains" looks the
 * part numbers up in the part table's trigram index (500k rows, where the WOs have none) and
 * each part's WOs by `work_order_part_idx`. The page's parts and PO lines are joined last,
 * for its 8 rows only, in rank order (`found_order`).
 */
export function workOrdersQuery(text: string, woDigits: number): RawBuilder<WorkOrderRow> {
  const { exact, starts, anywhere, hasTrigram } = patterns(text);
  const number = sql`(w.wo_number::text)`;
  const partKey = sql`(lower(w.part_number) collate "C")`;
  const columns = sql`w.wo_number, w.part_number, w.part_id, w.status, w.due_date, w.customer_id, w.po_line_id`;
  // Up to 18 digits: always a bigint.
  const isNumber = /^\d{1,18}$/.test(text);
  // A WO found by its number is left out of the part-number branches.
  const notByNumber = isNumber ? sql`and ${number} not like ${anywhere} and w.wo_number <> ${text}::bigint` : sql``;
  const branches: Branch[] = [
    isNumber && sql`select ${columns} from work_order w where w.wo_number = ${text}::bigint`,
    isNumber &&
      sorted(
        sql`select ${columns} from work_order w where ${number} like ${starts} and w.wo_number <> ${text}::bigint
          order by ${number} using ~<~`,
        sql`matched.wo_number`,
      ),
    // Only a longer WO number can contain the text.
    isNumber &&
      text.length < woDigits &&
      sorted(
        sql`select ${columns} from (
            select w.wo_number from work_order w
            where ${text.length + 1 === woDigits ? sql`w.wo_number = any(${woNumbersEndingIn(text)}::bigint[])` : sql`${number} like ${anywhere}`}
              and ${number} not like ${starts} offset 0
          ) k join work_order w on w.wo_number = k.wo_number`,
        sql`matched.wo_number`,
      ),
    sql`select ${columns} from work_order w where ${partKey} = ${exact} ${notByNumber} order by w.wo_number desc`,
    sql`select ${columns} from work_order w where ${partKey} like ${starts} and ${partKey} <> ${exact} ${notByNumber}
      order by ${partKey}, w.wo_number`,
    hasTrigram &&
      sorted(
        sql`select ${columns} from (
            select p.part_id from part p where lower(p.part_number) like ${anywhere} and lower(p.part_number) not like ${starts} offset 0
          ) p join work_order w on w.part_id = p.part_id
          where true ${notByNumber}`,
        sql`lower(matched.part_number) collate "C", matched.wo_number`,
      ),
  ];
  return sql<WorkOrderRow>`select r.wo_number::text as wo_number, r.part_number, p.revision, r.status, r.due_date, r.customer_id, l.po_key
    from (select found.*, row_number() over () as found_order from (${inRankOrder(branches)}) found) r
    join part p on p.part_id = r.part_id
    left join po_line l on l.po_line_id = r.po_line_id
    order by r.found_order`;
}
