import type pg from "pg";

/**
 * What a logical backup reads from the catalog: every table of ours (not Kysely's migration
 * bookkeeping, which the restore rebuilds by migrating), its columns, key and references, and
 * every sequence. Read from the database itself, so a new migration's table is backed up
 * without anyone listing it.
 */
export interface TableInfo {
  name: string;
  /** Stored columns in order; generated columns are left out, the restore computes them. */
  columns: string[];
  /** The primary key (every column when there is none): rows are read in this order. */
  key: string[];
  /** Columns referencing this same table (`part.superseded_by`): set after the table's rows are in. */
  selfReferences: string[];
  /** Has a bytea column: rows may be large (attachment chunks), so they are read a few at a time. */
  binary: boolean;
}

export interface DatabaseShape {
  /** In an order where every table comes after the tables it references. */
  tables: TableInfo[];
  sequences: string[];
}

const MIGRATION_TABLES = ["kysely_migration", "kysely_migration_lock"];

/**
 * The same text for the same row on PGlite and on any PostgreSQL: dates and times in UTC and
 * ISO, floats at their shortest exact, bytes in hex. Both ends of a backup set these, so the
 * checksums written by one can be checked by the other.
 */
export const SESSION_SETTINGS = [
  "set time zone 'UTC'",
  "set datestyle = 'ISO, YMD'",
  "set intervalstyle = 'postgres'",
  "set extra_float_digits = 1",
  "set bytea_output = 'hex'",
].join("; ");

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function describeDatabase(client: pg.ClientBase): Promise<DatabaseShape> {
  const { rows: tableRows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  const names = tableRows.map((row) => row.name).filter((name) => !MIGRATION_TABLES.includes(name));

  const { rows: columnRows } = await client.query<{ table: string; column: string; type: string }>(
    `select c.relname as table, a.attname as column, format_type(a.atttypid, null) as type
       from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const { rows: keyRows } = await client.query<{ table: string; column: string }>(
    `select c.relname as table, a.attname as column
       from pg_index i join pg_class c on c.oid = i.indrelid
       cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where c.relnamespace = 'public'::regnamespace and i.indisprimary
      order by c.relname, k.position`,
  );
  const { rows: referenceRows } = await client.query<{ table: string; referenced: string; column: string }>(
    `select c.relname as table, r.relname as referenced, a.attname as column
       from pg_constraint f
       join pg_class c on c.oid = f.conrelid
       join pg_class r on r.oid = f.confrelid
       cross join lateral unnest(f.conkey) as k(attnum)
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where f.contype = 'f' and c.relnamespace = 'public'::regnamespace`,
  );
  const { rows: sequenceRows } = await client.query<{ name: string }>(
    `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname`,
  );

  const infos = new Map<string, TableInfo>();
  for (const name of names) {
    const columns = columnRows.filter((row) => row.table === name);
    const key = keyRows.filter((row) => row.table === name).map((row) => row.column);
    infos.set(name, {
      name,
      columns: columns.map((row) => row.column),
      key: key.length > 0 ? key : columns.map((row) => row.column),
      selfReferences: [
        ...new Set(
          referenceRows.filter((row) => row.table === name && row.referenced === name).map((row) => row.column),
        ),
      ],
      binary: columns.some((row) => row.type === "bytea"),
    });
  }

  // Depth-first: a table is placed once everything it references is.
  const ordered: TableInfo[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting")
      throw new Error(
        `The tables reference each other in a circle (${[...path, name].join(" → ")}); a backup cannot order them.`,
      );
    state.set(name, "visiting");
    for (const row of referenceRows)
      if (row.table === name && row.referenced !== name && infos.has(row.referenced))
        visit(row.referenced, [...path, name]);
    state.set(name, "done");
    ordered.push(infos.get(name)!);
  };
  for (const name of names) visit(name, []);
  return { tables: ordered, sequences: sequenceRows.map((row) => row.name) };
}

/** The migrations applied, in order: a restore migrates to exactly these before loading rows. */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows: exists } = await client.query<{ found: boolean }>(
    `select to_regclass('public.kysely_migration') is not null as found`,
  );
  if (!exists[0]?.found) return [];
  const { rows } = await client.query<{ name: string }>(`select name from kysely_migration order by name`);
  return rows.map((row) => row.name);
}
