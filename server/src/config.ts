import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MAX_UPLOAD_MB_DEFAULT } from "@shopdesk/contract";
import { z } from "zod";

/** The repository root: this file sits at server/src/config.ts or server/dist/config.js. */
export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

export interface Config {
  port: number;
  /** Undefined means "every interface", IPv6 when the host has it, else IPv4. */
  host: string | undefined;
  /** The origin the browser sees, without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  /** Set: a real PostgreSQL. Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  appDistDir: string;
  oidc: {
    issuer: string;
    clientId: string;
    audience: string;
    /** The Okta org (or built-in provider) origin the app's sign-in widget talks to. */
    baseUrl: string;
    /** True when no OIDC_ISSUER is set and the built-in development sign-in serves the issuer. */
    builtIn: boolean;
  };
  settingsUrl: string;
  environmentName: string;
  logLevel: LogLevel;
  /** SHOPDESK_TEST_CLOCK=1: end-to-end tests move the alerts' clock (docs/testing.md); never in production. */
  testClock: boolean;
  /** The largest attachment taken, in MB of 1,048,576 bytes (docs/api.md, "Attachments"). */
  maxUploadMb: number;
  /** An upload that sends nothing for this long is dropped (its spool file removed). */
  uploadIdleSeconds: number;
  /** Where an upload is spooled until it is whole and goes to the database (docs/database.md, "Attachments"). */
  uploadSpoolDir: string;
  /** Where email goes out (docs/server.md, "Email"); undefined: the server sends none. */
  smtpUrl: string | undefined;
  /** The From: of every email. */
  mailFrom: string;
  /** Backups (docs/database.md, "Backups and moving"): where they go, how often the embedded server makes one (0: never), how many it keeps. */
  backup: { dir: string; everyMs: number; keep: number };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((value) => value.replace(/\/+$/, ""));

const DURATION_UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "30m", "6h", "1d"; "off" or "0" for never. */
const duration = z
  .string()
  .regex(/^(off|0|[1-9]\d*[mhd])$/, 'must be minutes, hours or days such as "30m", "6h", "1d", or "off"')
  .transform((value) =>
    value === "off" || value === "0"
      ? 0
      : Number(value.slice(0, -1)) * DURATION_UNITS[value.at(-1) as keyof typeof DURATION_UNITS],
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  APP_DIST_DIR: z.string().optional(),
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_AUDIENCE: z.string().optional(),
  SETTINGS_URL: httpUrl.optional(),
  ENVIRONMENT_NAME: z.string().default("development"),
  LOG_LEVEL: z.enum(logLevels).default("info"),
  NODE_ENV: z.string().optional(),
  DEV_SIGN_IN: z.string().optional(),
  SHOPDESK_TEST_CLOCK: z.enum(["0", "1"], { error: "must be 1 (on) or 0" }).optional(),
  MAX_UPLOAD_MB: z.coerce
    .number()
    .int("must be a whole number of MB")
    .min(1)
    .max(100_000)
    .default(MAX_UPLOAD_MB_DEFAULT),
  UPLOAD_IDLE_SECONDS: z.coerce.number().positive().max(3600).default(60),
  UPLOAD_SPOOL_DIR: z.string().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      "must be an address, e.g. Shopdesk <shopdesk@example.com>",
    )
    .default("Shopdesk <shopdesk@localhost>"),
  BACKUP_DIR: z.string().optional(),
  BACKUP_EVERY: duration.default(DURATION_UNITS.d),
  BACKUP_KEEP: z.coerce.number().int("must be a whole number").min(1).max(10_000).default(7),
});

/**
 * Reads the environment once. Empty values count as unset (compose files and shells make
 * them easily). Relative paths are taken from where the user typed the command: npm runs
 * workspace scripts in server/, but keeps the caller's directory in INIT_CWD.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const cwd = env.INIT_CWD || process.cwd();
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const issuer = e.OIDC_ISSUER ?? `${publicUrl}/oauth2/default`;
  const builtIn = e.OIDC_ISSUER === undefined;
  // The built-in sign-in lets anyone in with a password from the README: never by accident.
  if (builtIn && e.NODE_ENV === "production" && e.DEV_SIGN_IN !== "force") {
    throw new ConfigError(
      "Refusing to start: NODE_ENV=production but OIDC_ISSUER is not set, which would turn on the built-in " +
        "development sign-in and its demo accounts.\nSet OIDC_ISSUER (and OIDC_CLIENT_ID) to your Okta authorization " +
        "server, or set DEV_SIGN_IN=force to run the development sign-in anyway (demos only). See docs/sign-in.md.",
    );
  }

  // A clock anyone signed in can move would open and resolve a real shop's alerts at will.
  if (e.SHOPDESK_TEST_CLOCK === "1" && e.NODE_ENV === "production") {
    throw new ConfigError(
      "Refusing to start: SHOPDESK_TEST_CLOCK=1 lets any signed-in caller move the alerts' clock, and NODE_ENV=production.\n" +
        "Unset SHOPDESK_TEST_CLOCK: it is for end-to-end tests only (docs/testing.md).",
    );
  }

  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(cwd, e.DATA_DIR ?? path.join(repoRoot, "data")),
    databaseUrl: e.DATABASE_URL,
    appDistDir: path.resolve(cwd, e.APP_DIST_DIR ?? path.join(repoRoot, "app", "dist")),
    oidc: {
      issuer,
      clientId: e.OIDC_CLIENT_ID ?? "shopdesk-spa",
      // Okta's default authorization server issues tokens for this audience.
      audience: e.OIDC_AUDIENCE ?? "api://default",
      baseUrl: builtIn ? publicUrl : new URL(issuer).origin,
      builtIn,
    },
    // Okta's end-user settings page lives at the org root.
    settingsUrl: e.SETTINGS_URL ?? (builtIn ? `${issuer}/account` : `${new URL(issuer).origin}/enduser/settings`),
    environmentName: e.ENVIRONMENT_NAME,
    logLevel: e.LOG_LEVEL,
    testClock: e.SHOPDESK_TEST_CLOCK === "1",
    maxUploadMb: e.MAX_UPLOAD_MB,
    uploadIdleSeconds: e.UPLOAD_IDLE_SECONDS,
    // os.tmpdir() follows TMPDIR.
    uploadSpoolDir: path.resolve(cwd, e.UPLOAD_SPOOL_DIR ?? os.tmpdir()),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM.trim(),
    backup: {
      dir: path.resolve(cwd, e.BACKUP_DIR ?? path.join(repoRoot, "data-backups")),
      everyMs: e.BACKUP_EVERY,
      keep: e.BACKUP_KEEP,
    },
  };
}
