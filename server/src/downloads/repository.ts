import { createHash, randomBytes } from "node:crypto";
import { DOWNLOAD_LINK_SECONDS } from "@shopdesk/contract";
import { type Kysely, sql } from "kysely";
import type { Schema } from "../db/schema.js";

/** What a link downloads; each kind reads its own `target` (docs/api.md, "Downloads"). */
export type DownloadKind = "report-csv" | "attachment" | "records-csv" | "import-template";

/** What a link downloads and who asked for it: stored when minted, answered when taken. */
export interface DownloadLink {
  kind: DownloadKind;
  target: Record<string, unknown>;
  /** Who asked, as the access token names them (as history rows record it). */
  subject: string;
  name: string | null;
}

/** A link just made: the token goes into its URL and is stored nowhere. */
export interface MintedLink {
  token: string;
  expiresAt: Date;
}

/** The stored key of a token: its SHA-256 in hex. */
const hashOf = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/**
 * Makes a single-use link that works for DOWNLOAD_LINK_SECONDS: a random 32-byte token
 * (base64url), of which only the hash is stored. In the same statement, links already used or
 * expired are deleted, so the table holds only links that may still be used.
 */
export async function createDownloadLink(
  db: Kysely<Schema>,
  link: DownloadLink,
  seconds = DOWNLOAD_LINK_SECONDS,
): Promise<MintedLink> {
  const token = randomBytes(32).toString("base64url");
  const row = await db
    .with("spent", (q) =>
      q
        .deleteFrom("download_link")
        .where((eb) => eb.or([eb("used_at", "is not", null), eb("expires_at", "<=", sql<Date>`now()`)])),
    )
    .insertInto("download_link")
    .values({
      token_hash: hashOf(token),
      kind: link.kind,
      target: JSON.stringify(link.target),
      subject: link.subject,
      name: link.name,
      expires_at: sql<Date>`now() + make_interval(secs => ${seconds})`,
    })
    .returning("expires_at")
    .executeTakeFirstOrThrow();
  return { token, expiresAt: row.expires_at };
}

/**
 * Takes the link of `token` for its download, or undefined when there is no such link, it was
 * used, or it expired. One atomic UPDATE marks it used, so of two requests with one token (on
 * any replica sharing the database) exactly one gets it; a refused token changes nothing.
 */
export async function takeDownloadLink(db: Kysely<Schema>, token: string): Promise<DownloadLink | undefined> {
  const row = await db
    .updateTable("download_link")
    .set({ used_at: sql<Date>`now()` })
    .where("token_hash", "=", hashOf(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", sql<Date>`now()`)
    .returning(["kind", "target", "subject", "name"])
    .executeTakeFirst();
  return row && { ...row, kind: row.kind as DownloadKind };
}
