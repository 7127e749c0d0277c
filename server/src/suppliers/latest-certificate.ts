import { type RawBuilder, sql } from "kysely";
import type { LatestCertificate } from "@shopdesk/contract";

/**
 * The most recently uploaded certificate of the supplier `supplier` (an alias of `supplier`),
 * with its expiry: a correlated subquery returning JSON (null when there is none), one index
 * probe (migration 0013). The attachment table is read here, by the record that shows it, so
 * attachments (which find their records through this domain's index.ts) and suppliers never
 * import each other both ways.
 */
export function latestCertificateJson(supplier: string): RawBuilder<LatestCertificate> {
  return sql<LatestCertificate>`(select json_build_object('Id', a.attachment_id, 'FileName', a.file_name,
      'ExpiresOn', a.expires_on, 'IsExpired', coalesce(a.expires_on < current_date, false),
      'UploadedAt', to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    from attachment a where a.supplier_id = ${sql.ref(`${supplier}.supplier_id`)} and a.kind = 'Certificate'
    order by a.created_at desc, a.attachment_id desc limit 1)`;
}
