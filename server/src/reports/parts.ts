import { type RawBuilder, sql } from "kysely";
import type { PartReportQuery, PartReportRow, PartReportTotals } from "@shopdesk/contract";
import { matchesText, sortKey, withoutAccents } from "../db/lists.js";
import { escapeLike } from "../db/like.js";
import { type ReportQuery, allOf, summaryRow, pagedAtEnd, orderBy, toNumber } from "./report.js";

/** Part search: the filters and indexes of GET /parts (parts/list.ts, migration 0005). */
export function partsReport(query: PartReportQuery): ReportQuery<PartReportRow, PartReportTotals> {
  const conditions: RawBuilder<unknown>[] = [];
  if (query.customerId) conditions.push(sql`p.customer_id = ${query.customerId}`);
  if (query.active !== undefined) conditions.push(sql`p.active = ${query.active}`);
  if (query.revision) conditions.push(sql`p.revision = ${query.revision}`);
  if (query.partNumber) conditions.push(sql`lower(p.part_number) like lower(${`${escapeLike(query.partNumber)}%`})`);
  if (query.description) conditions.push(sql`${matchesText(query.description, [withoutAccents(sql`p.description`)])}`);
  if (query.q)
    conditions.push(sql`${matchesText(query.q, [sql`lower(p.part_number)`, withoutAccents(sql`p.description`)])}`);
  const where = allOf(conditions);

  // As /parts: a text filter on the sorted column is better served by its own index (lists.ts).
  const searchesSort =
    query.sort.field === "PartNumber"
      ? Boolean(query.q || query.partNumber)
      : query.sort.field === "Description" && Boolean(query.q || query.description);
  const sortColumns = {
    PartNumber: sortKey(sql`p.part_number`, searchesSort),
    Description: sortKey(sql`lower(p.description)`, searchesSort),
    CustomerId: sql`p.customer_id`,
  };
  const key = [sql`p.part_number`, sql`p.revision`];
  const rows = sql<PartReportRow>`select
      p.part_number as "PartNumber", p.revision as "Revision", p.description as "Description",
      p.customer_id as "CustomerId", c.name as "CustomerName", p.material as "Material",
      p.drawing_number as "DrawingNumber", p.uom as "UnitOfMeasure", p.active as "Active",
      p.superseded_by is not null as "IsSuperseded"
    from part p
    join customer c on c.customer_id = p.customer_id
    where ${where}
    ${orderBy(query.sort, sortColumns, key)}`;

  return {
    rows: pagedAtEnd(rows),
    summary: summaryRow(
      sql<{ total: string; as_of: string; active: string; superseded: string }>`
        select count(*) as total, current_date as as_of,
          count(*) filter (where p.active) as active,
          count(*) filter (where p.superseded_by is not null) as superseded
        from part p
        where ${where}`,
      (row) => ({ Active: toNumber(row.active), Superseded: toNumber(row.superseded) }),
    ),
  };
}
