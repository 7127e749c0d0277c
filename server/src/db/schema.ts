import type { ColumnType, Generated } from "kysely";

/**
 * The database as Kysely sees it: one interface per table, named as in SQL. Each migration
 * that changes a table changes its interface here too.
 */
export interface ClientErrorTable {
  id: Generated<string>;
  occurred_at: ColumnType<Date, Date | string | undefined, never>;
  subject: string | null;
  page_url: string | null;
  user_agent: string | null;
  error: string;
  component_stack: string | null;
}

export interface Schema {
  client_error: ClientErrorTable;
}
