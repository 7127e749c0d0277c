import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from "jose";

export interface SigningKeys {
  /** The private RS256 key, as oidc-provider's `jwks` configuration wants it. */
  privateJwks: { keys: JWK[] };
  /** The same key's public half, for the API's token check (no HTTP round trip to ourselves). */
  publicJwks: { keys: JWK[] };
  /** Where the key is kept, or "memory". */
  location: string;
}

export class SigningKeyError extends Error {
  override name = "SigningKeyError";
}

async function generate(): Promise<JWK> {
  const { privateKey } = await generateKeyPair("RS256", { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: "RS256", use: "sig" };
}

function publicHalf({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use };
}

function isRsaPrivateKey(value: unknown): value is JWK {
  const jwk = value as JWK | null;
  return (
    typeof jwk === "object" &&
    jwk !== null &&
    jwk.kty === "RSA" &&
    typeof jwk.d === "string" &&
    typeof jwk.kid === "string"
  );
}

async function readKey(file: string): Promise<JWK | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const parsed = (() => {
    try {
      return JSON.parse(text) as { keys?: unknown[] };
    } catch {
      return undefined;
    }
  })();
  const key = parsed?.keys?.[0];
  if (!isRsaPrivateKey(key)) {
    // Never overwritten silently: a new key would quietly invalidate every token out there.
    throw new SigningKeyError(`${file} is not a JWK set with an RSA private key. Delete it to have a new key made.`);
  }
  return { ...key, alg: "RS256", use: "sig" };
}

/** Written to a temporary name first, so a crash never leaves half a key behind. */
async function writeKey(file: string, key: JWK): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify({ keys: [key] }, null, 2)}\n`, { mode: 0o600 });
  await fs.rename(temporary, file);
}

/**
 * The built-in sign-in's RS256 signing key. Kept in `dir` (made on first start, mode 0600)
 * so tokens stay valid across a restart; without a directory it lives in memory only.
 */
export async function loadSigningKeys(dir: string | undefined): Promise<SigningKeys> {
  const file = dir === undefined ? undefined : path.join(dir, "jwks.json");
  let key = file === undefined ? undefined : await readKey(file);
  if (!key) {
    key = await generate();
    if (file !== undefined) await writeKey(file, key);
  }
  return { privateJwks: { keys: [key] }, publicJwks: { keys: [publicHalf(key)] }, location: file ?? "memory" };
}

/**
 * Where main.ts keeps the key: `DATA_DIR/dev-sign-in`. With DATABASE_URL the data directory
 * may not exist (nothing else needs it); then the key stays in memory rather than making one.
 */
export function signingKeyDir({
  dataDir,
  databaseUrl,
}: {
  dataDir: string;
  databaseUrl: string | undefined;
}): string | undefined {
  if (databaseUrl !== undefined && !existsSync(dataDir)) return undefined;
  return path.join(dataDir, "dev-sign-in");
}
