import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { startEmbedded } from "./embedded.js";
import { type Listener, type Subscriber, dedicatedListener, poolListener } from "./listener.js";
import type { Schema } from "./schema.js";

export type Engine = "pglite" | "postgresql";

export interface Database {
  readonly db: Kysely<Schema>;
  readonly engine: Engine;
  /** Where the data lives, for logs: the data directory, or host/database (never a password). */
  readonly location: string;
  /** For a connection of its own outside the pool (a backup's snapshot, docs/database.md "Backups and moving"). */
  readonly clientConfig: pg.ClientConfig;
  /**
   * Hears NOTIFYs on `channel` on either engine (docs/database.md, "Listening"); resolves once
   * LISTEN is in effect, with the function that stops this subscriber.
   */
  listen(channel: string, subscriber: Subscriber): Promise<() => Promise<void>>;
  /** Ends the pool and the listening connection, shuts PGlite down cleanly and releases the data directory. Idempotent. */
  close(): Promise<void>;
}

export type { Subscriber };

export interface OpenOptions {
  /** A real PostgreSQL; without it, embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** The database went away on its own (the embedded worker crashed, a pooled connection broke). */
  onError?: (error: Error) => void;
}

const DATE = 1082;
const DATE_ARRAY = 1182;
const TEXT_ARRAY = 1009;

/**
 * Calendar dates stay `YYYY-MM-DD` text: `pg` would turn them into a local-midnight Date
 * (and PGlite into UTC midnight), which shifts a day across time zones. numeric and int8
 * already arrive as strings, which keeps money exact.
 */
type ParserLookup = (oid: number, format?: "text" | "binary") => (value: string) => unknown;
// Typed loosely because @types/pg only accepts its enum of built-in OIDs, not array types.
const builtinParser = pg.types.getTypeParser as ParserLookup;
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid, format) => {
    if (oid === DATE) return (value: string) => value;
    if (oid === DATE_ARRAY) return builtinParser(TEXT_ARRAY, format);
    return builtinParser(oid, format);
  }) as ParserLookup as pg.CustomTypesConfig["getTypeParser"],
};

/** Where a database is, for logs and messages: host/database (never a password), or the data directory. */
export function describeLocation(where: { databaseUrl?: string | undefined; dataDir: string }): string {
  if (!where.databaseUrl) return where.dataDir;
  const parsed = new URL(where.databaseUrl);
  return `${parsed.host}${parsed.pathname}`;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const onError = options.onError ?? (() => {});
  let pool: pg.Pool;
  let stopEngine: () => Promise<void> = async () => {};
  let engine: Engine;
  let location: string;
  let listener: Listener;
  let clientConfig: pg.ClientConfig;

  if (options.databaseUrl) {
    engine = "postgresql";
    location = describeLocation(options);
    clientConfig = { connectionString: options.databaseUrl };
    pool = new pg.Pool({ connectionString: options.databaseUrl, types, max: 10 });
    listener = dedicatedListener(options.databaseUrl, onError);
  } else {
    engine = "pglite";
    location = options.dataDir;
    const embedded = await startEmbedded(options.dataDir, onError);
    stopEngine = embedded.stop;
    clientConfig = { host: embedded.socketDir, user: "postgres", database: "postgres" };
    // PGlite is a single session: one connection, kept open, so transactions never interleave.
    pool = new pg.Pool({
      host: embedded.socketDir,
      user: "postgres",
      database: "postgres",
      types,
      max: 1,
      idleTimeoutMillis: 0,
    });
    listener = poolListener(pool, onError);
  }
  // Without a listener, an error on an idle pooled connection would crash the process.
  pool.on("error", onError);

  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      try {
        await listener.close();
        await db.destroy();
      } finally {
        await stopEngine();
      }
    })());

  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await close().catch(() => {});
    throw new Error(`Could not connect to the ${engine} database at ${location}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return {
    db,
    engine,
    location,
    clientConfig,
    listen: (channel, subscriber) => listener.listen(channel, subscriber),
    close,
  };
}
