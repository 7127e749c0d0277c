import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { ConfigError, loadConfig } from "../config.js";
import { type TestDatabase, openTestDatabase, testEngine } from "../test/database.js";
import { createTestTokens } from "../test/tokens.js";
import { checkCredentials, demoAccounts } from "./accounts.js";
import { loadSigningKeys, SigningKeyError, signingKeyDir } from "./keys.js";

const mainFile = fileURLToPath(new URL("../main.ts", import.meta.url));

function runMain(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", mainFile], {
    env: { ...process.env, PORT: "0", APP_DIST_DIR: "/nonexistent", OIDC_ISSUER: "", DEV_SIGN_IN: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (data: Buffer) => (output += data.toString()));
  child.stderr.on("data", (data: Buffer) => (output += data.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe("the built-in sign-in in production", () => {
  it("is refused unless forced, with a message that says what to set", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/OIDC_ISSUER[\s\S]*DEV_SIGN_IN=force/);
    expect(loadConfig({ NODE_ENV: "production", DEV_SIGN_IN: "force" }).oidc.builtIn).toBe(true);
    expect(
      loadConfig({ NODE_ENV: "production", OIDC_ISSUER: "https://shop.okta.com/oauth2/default" }).oidc.builtIn,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }).oidc.builtIn).toBe(true);
  });

  it("stops the server process with exit code 1", async () => {
    const { code, output } = await runMain({ NODE_ENV: "production" });
    expect(code).toBe(1);
    expect(output).toContain("Refusing to start: NODE_ENV=production but OIDC_ISSUER is not set");
    expect(output).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });
});

describe(`with OIDC_ISSUER set (${testEngine})`, () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test?.cleanup());

  it("mounts nothing under /oauth2/default", async () => {
    const tokens = await createTestTokens();
    const build = (env: NodeJS.ProcessEnv) =>
      buildApp({
        config: loadConfig({ LOG_LEVEL: "silent", APP_DIST_DIR: "/nonexistent", ...env }),
        database: test.database,
        verifyToken: tokens.verifyToken,
      });
    const paths = [
      "/.well-known/openid-configuration",
      "/v1/keys",
      "/v1/authorize",
      "/account",
      "/assets/sign-in.css",
    ].map((p) => `/oauth2/default${p}`);

    const okta = await build({ OIDC_ISSUER: "https://shop.okta.com/oauth2/default" });
    const builtIn = await build({});
    try {
      for (const url of paths) {
        const response = await okta.inject({ url, headers: { accept: "text/html" } });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error.code, url).toBe("not_found");
      }
      // …whereas the same addresses answer when it is built in (so the check above means something).
      for (const url of paths.filter((p) => !p.endsWith("/authorize"))) {
        expect((await builtIn.inject(url)).statusCode, url).toBe(200);
      }
      const unknown = await builtIn.inject("/oauth2/default/v1/nothing");
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        error: { code: "not_found", message: "No such endpoint: GET /oauth2/default/v1/nothing" },
      });
    } finally {
      await okta.close();
      await builtIn.close();
    }
  });
});

describe("the signing key", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shopdesk-keys-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is made once, kept private (0600) and read back the same", async () => {
    const first = await loadSigningKeys(path.join(dir, "dev-sign-in"));
    const file = path.join(dir, "dev-sign-in", "jwks.json");
    expect(first.location).toBe(file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = await loadSigningKeys(path.join(dir, "dev-sign-in"));
    expect(again.publicJwks).toEqual(first.publicJwks);
    expect(first.publicJwks.keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(first.publicJwks.keys[0]).not.toHaveProperty("d");
  });

  it("refuses a damaged key file instead of replacing it", async () => {
    const broken = path.join(dir, "broken");
    fs.mkdirSync(broken);
    fs.writeFileSync(path.join(broken, "jwks.json"), "{}");
    await expect(loadSigningKeys(broken)).rejects.toThrow(SigningKeyError);
  });

  it("lives in memory with DATABASE_URL and no data directory", async () => {
    const missing = path.join(dir, "not-there");
    expect(signingKeyDir({ dataDir: missing, databaseUrl: "postgres://db/shop" })).toBeUndefined();
    expect(signingKeyDir({ dataDir: missing, databaseUrl: undefined })).toBe(path.join(missing, "dev-sign-in"));
    expect(signingKeyDir({ dataDir: dir, databaseUrl: "postgres://db/shop" })).toBe(path.join(dir, "dev-sign-in"));
    expect((await loadSigningKeys(undefined)).location).toBe("memory");
  });
});

describe("the demo accounts", () => {
  it("check username (any case) and password", () => {
    expect(checkCredentials("dana", "shopdesk")?.name).toBe("Dana Reyes");
    expect(checkCredentials(" DANA ", "shopdesk")?.username).toBe("dana");
    expect(checkCredentials("dana", "Shopdesk")).toBeUndefined();
    expect(checkCredentials("dana", "")).toBeUndefined();
    expect(checkCredentials("nobody", "shopdesk")).toBeUndefined();
  });

  it("include one without a given name, for the app's fallback initial", () => {
    expect(demoAccounts.some((account) => account.givenName === undefined)).toBe(true);
    expect(new Set(demoAccounts.map((account) => account.givenName)).size).toBe(demoAccounts.length);
  });
});
