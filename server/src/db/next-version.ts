import { sql } from "kysely";

/**
 * What every change to a versioned record sets beside its own columns: the next `Version` (so a
 * client holding the old one gets a 409) and the time of the change.
 */
export const nextVersion = { version: sql<number>`version + 1`, updated_at: sql<Date>`now()` };
