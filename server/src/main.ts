import type { AddressInfo } from "node:net";
import { buildApp } from "./app.js";
import { type Config, ConfigError, loadConfig } from "./config.js";
import { type Database, openDatabase } from "./db/database.js";
import { DataDirLockedError } from "./db/lock.js";
import { migrateToLatest } from "./db/migrate.js";
import { seedDemoIfEmpty } from "./seed/seed.js";
import { type BackupSchedule, startBackupSchedule } from "./backups/index.js";
import { loadSigningKeys, SigningKeyError, signingKeyDir } from "./dev-sign-in/keys.js";

const SHUTDOWN_TIMEOUT_MS = 20_000;
const REPEATED_SIGNAL_GRACE_MS = 1_000;

function fail(error: unknown): never {
  // Expected start-up failures get their message alone; anything else keeps its stack.
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof SigningKeyError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}

async function listen(app: Awaited<ReturnType<typeof buildApp>>, config: Config): Promise<AddressInfo> {
  try {
    // Unset HOST: every interface, which on a dual-stack host also covers IPv4.
    await app.listen({ port: config.port, host: config.host ?? "::" });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (config.host !== undefined || (code !== "EAFNOSUPPORT" && code !== "EADDRNOTAVAIL")) throw error;
    await app.listen({ port: config.port, host: "0.0.0.0" });
  }
  return app.server.address() as AddressInfo;
}

async function main(): Promise<void> {
  let config: Config;
  let database: Database;
  try {
    config = loadConfig();
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onError(error) {
        console.error(`Database failure: ${error.message}`);
        // A crashed embedded database cannot come back in this process; let the supervisor restart it.
        if (database.engine === "pglite") process.exit(1);
      },
    });
  } catch (error) {
    fail(error);
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  let backups: BackupSchedule | undefined;
  try {
    const applied = await migrateToLatest(database.db);
    // Embedded only: a real PostgreSQL is never filled with demo data behind anyone's back.
    const demo = database.engine === "pglite" ? await seedDemoIfEmpty(database.db) : null;
    const devSignInKeys = config.oidc.builtIn ? await loadSigningKeys(signingKeyDir(config)) : undefined;
    app = await buildApp({ config, database, devSignInKeys });
    app.log.info({ engine: database.engine, location: database.location, applied }, "database ready");
    if (demo) app.log.info({ demo }, "empty embedded database: seeded the demo data (docs/data-model.md)");
    if (devSignInKeys) {
      const signIn = { issuer: config.oidc.issuer, signingKey: devSignInKeys.location };
      // Only reachable with DEV_SIGN_IN=force (loadConfig refuses otherwise): say it loudly.
      if (process.env.NODE_ENV === "production")
        app.log.warn(signIn, "DEV_SIGN_IN=force: the development sign-in and its demo accounts are ON in production");
      else app.log.info(signIn, "built-in development sign-in (demo accounts in the README)");
    }
    if (config.testClock)
      app.log.warn("SHOPDESK_TEST_CLOCK=1: POST /api/test/clock moves the alerts' clock (end-to-end tests only)");
    const address = await listen(app, config);
    const url = `http://localhost:${address.port}`;
    // Under `npm run dev` the browser goes through Vite, at PUBLIC_URL rather than this port.
    const browse = config.port !== 0 && config.publicUrl !== url ? ` (open ${config.publicUrl} in the browser)` : "";
    app.log.info({ url, publicUrl: config.publicUrl }, `Shopdesk is running at ${url}${browse}`);
    // PostgreSQL is backed up by its operator (pg_dump, continuous archiving): docs/database.md.
    if (database.engine === "pglite" && config.backup.everyMs > 0) {
      backups = await startBackupSchedule(database.db, config.dataDir, config.backup, app.log);
      app.log.info(
        { dir: config.backup.dir, everyMinutes: config.backup.everyMs / 60_000, keep: config.backup.keep },
        "scheduled backups",
      );
    }
  } catch (error) {
    await database.close().catch(() => {});
    fail(error);
  }

  let shutdownStartedAt: number | undefined;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shutdownStartedAt !== undefined) {
      // Process managers (npm, concurrently, tsx watch) often relay one stop request twice;
      // only a signal well after the first is a person asking again.
      if (Date.now() - shutdownStartedAt < REPEATED_SIGNAL_GRACE_MS) return;
      app.log.warn({ signal }, "second signal: exiting without a clean shutdown");
      process.exit(1);
    }
    shutdownStartedAt = Date.now();
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error("shutdown took too long: exiting");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      // In-flight requests and a running backup finish first, then the database closes under nobody.
      await backups?.stop();
      await app.close();
      await database.close();
      app.log.info("stopped cleanly");
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", (signal) => void shutdown(signal));
  process.on("SIGTERM", (signal) => void shutdown(signal));
}

await main();
