import type { Migration } from "kysely";
import * as m0001 from "./0001_client_error.js";

/**
 * Every migration, in order. Kysely applies them by name, so a name never changes once
 * shipped; add new ones at the end with the next number.
 */
export const migrations: Record<string, Migration> = {
  "0001_client_error": m0001,
};
