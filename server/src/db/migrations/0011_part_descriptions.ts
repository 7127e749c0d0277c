import { type Kysely, sql } from "kysely";

/**
 * The distinct description sort keys of the parts (docs/performance.md, "Master data";
 * docs/data-model.md). A "contains" search on the description sorted by Description takes
 * the matching keys from this small table, in order, and each key's parts from 0007's
 * `part_description_key_sort` in (part number, revision) order, stopping at the page's end:
 * from the part table itself every match (19k for a common word at 500k parts) was fetched
 * and sorted.
 *
 * `key` is exactly the sort key of the part list, `lower(description) collate "C"`. Triggers
 * add the key of every inserted part and of every changed description in the same
 * transaction. Keys are never removed when their last part changes (a delete could race a
 * concurrent insert of the same description and lose its key); a stale key joins to no part,
 * so it costs one index probe when a search matches it and never changes an answer. TRUNCATE
 * of `part` (the seed's reset) empties the table: nothing can insert a part meanwhile.
 */
const statements = [
  `create table part_description (key text collate "C" primary key)`,
  `create index part_description_key_trgm on part_description using gin (key gin_trgm_ops)`,

  // Keys in order, so concurrent bulk inserts lock them in the same order.
  `create function part_description_inserted() returns trigger language plpgsql as $$
  begin
    insert into part_description (key)
      select distinct lower(description) collate "C" from inserted_parts order by 1
      on conflict do nothing;
    return null;
  end $$`,
  `create trigger part_description_inserted after insert on part
    referencing new table as inserted_parts for each statement execute function part_description_inserted()`,

  `create function part_description_changed() returns trigger language plpgsql as $$
  begin
    insert into part_description (key) values (lower(new.description) collate "C") on conflict do nothing;
    return null;
  end $$`,
  `create trigger part_description_changed after update of description on part
    for each row when (old.description is distinct from new.description) execute function part_description_changed()`,

  `create function part_description_truncated() returns trigger language plpgsql as $$
  begin
    delete from part_description;
    return null;
  end $$`,
  `create trigger part_description_truncated after truncate on part
    for each statement execute function part_description_truncated()`,

  // What is already there.
  `insert into part_description (key) select distinct lower(description) collate "C" from part`,
  `analyze part_description`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [trigger, fn] of [
    ["part_description_truncated", "part_description_truncated()"],
    ["part_description_changed", "part_description_changed()"],
    ["part_description_inserted", "part_description_inserted()"],
  ] as const) {
    await sql.raw(`drop trigger if exists ${trigger} on part`).execute(db);
    await sql.raw(`drop function if exists ${fn}`).execute(db);
  }
  await sql`drop table if exists part_description`.execute(db);
}
