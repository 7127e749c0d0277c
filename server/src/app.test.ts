import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "./app.js";
import { createTestTokens, type TestTokens } from "./test/tokens.js";
import { loadConfig } from "./config.js";
import { HttpError } from "./http/http-error.js";
import { type TestDatabase, openTestDatabase, testEngine } from "./test/database.js";

const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

function makeAppDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shopdesk-dist-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Shopdesk</title><div id=root></div>");
  fs.writeFileSync(path.join(dir, "assets", "index-abc123.js"), "console.log('app')");
  fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return dir;
}

describe(`the HTTP app (${testEngine})`, () => {
  let test: TestDatabase;
  let appDist: string;
  let app: FastifyInstance;

  let bearer: { authorization: string };

  const build = (env: NodeJS.ProcessEnv = {}) =>
    buildApp({
      config: loadConfig({ LOG_LEVEL: "silent", APP_DIST_DIR: appDist, ...env }),
      database: test.database,
      verifyToken: tokens.verifyToken,
    });
  let tokens: TestTokens;

  beforeAll(async () => {
    test = await openTestDatabase();
    tokens = await createTestTokens();
    bearer = { authorization: `Bearer ${await tokens.accessToken()}` };
    appDist = makeAppDist();
    app = await build();
    // Routes that fail on purpose, to see what a caller gets back.
    app.get("/api/test/crash", async () => {
      throw new Error("secret connection string postgres://admin:hunter2@db");
    });
    app.get("/api/test/conflict", async () => {
      throw new HttpError(409, "Someone else changed this PO.", { Version: "is stale" });
    });
    app.get("/api/test/invalid", async (request) => z.object({ searchText: z.string().min(3) }).parse(request.query));
    app.post("/api/test/echo", async (request) => request.body);
    app.get(
      "/api/test/schema",
      {
        schema: {
          querystring: { type: "object", required: ["searchText"], properties: { searchText: { type: "string" } } },
        },
      },
      async () => ({}),
    );
  });

  afterAll(async () => {
    await app?.close();
    await test?.cleanup();
    if (appDist) fs.rmSync(appDist, { recursive: true, force: true });
  });

  it("answers /healthz without the database", async () => {
    const response = await app.inject("/healthz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers /readyz after reaching the database", async () => {
    const response = await app.inject("/readyz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready" });
  });

  it("serves /config.json with the built-in sign-in by default, never cached", async () => {
    const response = await app.inject("/config.json");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      oidcBaseUrl: "http://localhost:3000",
      oidcIssuer: "http://localhost:3000/oauth2/default",
      oidcClientId: "shopdesk-spa",
      settingsUrl: "http://localhost:3000/oauth2/default/account",
      environmentName: "development",
      maxUploadMb: 100,
    });
  });

  it("serves /config.json from the environment", async () => {
    const okta = await build({
      OIDC_ISSUER: "https://shop.okta.com/oauth2/aus1",
      OIDC_CLIENT_ID: "0oa-client",
      SETTINGS_URL: "https://shop.okta.com/enduser/profile",
      ENVIRONMENT_NAME: "staging",
    });
    try {
      expect((await okta.inject("/config.json")).json()).toEqual({
        oidcBaseUrl: "https://shop.okta.com",
        oidcIssuer: "https://shop.okta.com/oauth2/aus1",
        oidcClientId: "0oa-client",
        settingsUrl: "https://shop.okta.com/enduser/profile",
        environmentName: "staging",
        maxUploadMb: 100,
      });
      // The app's sign-in talks to the Okta org, so the CSP lets it connect there and nowhere else.
      expect(String((await okta.inject("/healthz")).headers["content-security-policy"])).toContain(
        "connect-src 'self' https://shop.okta.com;",
      );
    } finally {
      await okta.close();
    }
  });

  it("serves the app's index.html for page routes, revalidated on every load", async () => {
    for (const url of ["/", "/po/PO-1001", "/customer/ACME?tab=parts"]) {
      const response = await app.inject({ url, headers: { ...html, ...bearer } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(response.body, url).toContain("<title>Shopdesk</title>");
    }
  });

  it("serves hashed assets with a long immutable cache", async () => {
    const response = await app.inject("/assets/index-abc123.js");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("console.log('app')");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await app.inject("/favicon.svg")).headers["cache-control"]).toBe("no-cache");
  });

  it("answers unknown API and sign-in paths with the standard 404 body, even for a browser", async () => {
    for (const url of ["/api/unknown", "/api", "/oauth2/default/v1/nothing"]) {
      const response = await app.inject({ url, headers: { ...html, ...bearer } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        error: { code: "not_found", message: `No such endpoint: GET ${url}` },
      });
    }
  });

  it("answers a 404 body, not the page, for missing files and non-page requests", async () => {
    for (const request of [
      { method: "GET" as const, url: "/assets/gone-123.js", headers: { accept: "*/*" } },
      { method: "POST" as const, url: "/po/PO-1001", headers: html },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json().error.code, request.url).toBe("not_found");
    }
  });

  it("says to build the app when there is no index.html", async () => {
    const bare = await buildApp({
      config: loadConfig({ LOG_LEVEL: "silent", APP_DIST_DIR: path.join(appDist, "nothing-here") }),
      database: test.database,
    });
    try {
      const response = await bare.inject({ url: "/po/1", headers: html });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain("npm run build");
      expect((await bare.inject("/healthz")).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });

  it("never leaks an error's message or stack in a 500", async () => {
    const response = await app.inject({ url: "/api/test/crash", headers: bearer });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(Object.keys(body)).toEqual(["error"]);
    expect(Object.keys(body.error)).toEqual(["code", "message"]);
    expect(body.error.code).toBe("internal_error");
    expect(response.body).not.toMatch(/hunter2|secret|at .*\.ts|stack/);
  });

  it("passes deliberate errors and validation failures through in the one error shape", async () => {
    const conflict = await app.inject({ url: "/api/test/conflict", headers: bearer });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      error: { code: "conflict", message: "Someone else changed this PO.", fields: { Version: "is stale" } },
    });

    const invalid = await app.inject({ url: "/api/test/invalid?searchText=ab", headers: bearer });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe("bad_request");
    expect(Object.keys(invalid.json().error.fields)).toEqual(["searchText"]);

    const badJson = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json", ...bearer },
      payload: "{nope",
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.code).toBe("bad_request");

    const missing = await app.inject({ url: "/api/test/schema", headers: bearer });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(["searchText"]);
  });

  it("sets a CSP that allows only the app itself", async () => {
    const response = await app.inject("/healthz");
    const csp = String(response.headers["content-security-policy"]);
    const directives = Object.fromEntries(
      csp.split(";").map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values.join(" ")];
      }),
    );
    expect(directives).toMatchObject({
      "default-src": "'self'",
      "script-src": "'self'",
      "style-src": "'self'",
      "img-src": "'self' data:",
      "font-src": "'self' data:",
      "connect-src": "'self'",
      "object-src": "'none'",
    });
    expect(csp).not.toContain("unsafe");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("tags every response with a request id, keeping a well-formed one from the caller", async () => {
    expect((await app.inject("/healthz")).headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect((await app.inject({ url: "/healthz", headers: { "x-request-id": "lb-42" } })).headers["x-request-id"]).toBe(
      "lb-42",
    );
    const forged = await app.inject({ url: "/healthz", headers: { "x-request-id": "x\nfake log line" } });
    expect(forged.headers["x-request-id"]).not.toContain("fake");
  });
});

describe(`readiness when the database is gone (${testEngine})`, () => {
  it("answers /readyz with 503 and the standard body, while /healthz stays up", async () => {
    const test = await openTestDatabase();
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent" }), database: test.database });
    try {
      expect((await app.inject("/readyz")).statusCode).toBe(200);
      await test.database.close();
      const response = await app.inject("/readyz");
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: { code: "unavailable", message: "The database is not reachable." } });
      expect((await app.inject("/healthz")).statusCode).toBe(200);
    } finally {
      await app.close();
      await test.cleanup();
    }
  });
});
