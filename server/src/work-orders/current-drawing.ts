import { type RawBuilder, sql } from "kysely";
import type { CurrentDrawing } from "@shopdesk/contract";

/**
 * The current drawing of the part revision `part` (an alias of `part`), for a WO's traveler: a
 * correlated subquery returning JSON (null when there is none), one index probe (migration 0013).
 * The attachment table is read here, by the record that shows it, so attachments (which find
 * their records through this domain's index.ts) and WOs never import each other both ways.
 */
export function currentDrawingJson(part: string): RawBuilder<CurrentDrawing> {
  const column = (name: string) => sql.ref(`${part}.${name}`);
  return sql<CurrentDrawing>`(select json_build_object('Id', a.attachment_id, 'FileName', a.file_name,
      'Revision', ${column("revision")}, 'IsSuperseded', ${column("superseded_by")} is not null)
    from attachment a where a.part_id = ${column("part_id")} and a.is_current_drawing)`;
}
