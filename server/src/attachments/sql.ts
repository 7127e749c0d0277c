import { type RawBuilder, sql } from "kysely";
import type { CurrentDrawing, LatestCertificate } from "@shopdesk/contract";

/**
 * What other records' answers show of their attachments, as correlated subqueries returning
 * JSON (null when there is none): each one index probe (migration 0013).
 */

/** The current drawing of the part revision `part` (an alias of `part`): a WO's, for its traveler. */
export function currentDrawingJson(part: string): RawBuilder<CurrentDrawing> {
  const column = (name: string) => sql.ref(`${part}.${name}`);
  return sql<CurrentDrawing>`(select json_build_object('Id', a.attachment_id, 'FileName', a.file_name,
      'Revision', ${column("revision")}, 'IsSuperseded', ${column("superseded_by")} is not null)
    from attachment a where a.part_id = ${column("part_id")} and a.is_current_drawing)`;
}

/** The most recently uploaded certificate of the supplier `supplier` (an alias of `supplier`), with its expiry. */
export function latestCertificateJson(supplier: string): RawBuilder<LatestCertificate> {
  return sql<LatestCertificate>`(select json_build_object('Id', a.attachment_id, 'FileName', a.file_name,
      'ExpiresOn', a.expires_on, 'IsExpired', coalesce(a.expires_on < current_date, false),
      'UploadedAt', to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    from attachment a where a.supplier_id = ${sql.ref(`${supplier}.supplier_id`)} and a.kind = 'Certificate'
    order by a.created_at desc, a.attachment_id desc limit 1)`;
}
