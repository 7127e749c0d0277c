import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { type TestDatabase, openTestDatabase, testEngine } from "../test/database.js";
import { createTestTokens, type TestTokens } from "../test/tokens.js";

describe(`POST /api/logging/error (${testEngine})`, () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let tokens: TestTokens;

  const report = { request: { error: "TypeError: x is undefined", componentStack: "\n    at PoPage\n    at App" } };
  /** A string payload goes as raw JSON text (to send malformed JSON); anything else is serialised. */
  const post = async (subject: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/api/logging/error",
      headers: {
        authorization: `Bearer ${await tokens.accessToken({ sub: subject })}`,
        "content-type": "application/json",
        ...headers,
      },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
  const storedFor = (subject: string) =>
    test.database.db.selectFrom("client_error").selectAll().where("subject", "=", subject).execute();

  beforeAll(async () => {
    test = await openTestDatabase();
    tokens = await createTestTokens();
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: "silent" }),
      database: test.database,
      verifyToken: tokens.verifyToken,
    });
  });
  afterAll(async () => {
    await app?.close();
    await test?.cleanup();
  });

  it("stores the report with the caller, page, browser and time, and answers 204", async () => {
    const before = new Date();
    const response = await post("dana", report, {
      referer: "http://localhost:3000/po/1012?tab=lines",
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140",
      "x-request-id": "req-log-1",
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    const rows = await storedFor("dana");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subject: "dana",
      name: "Dana Reyes",
      page_url: "http://localhost:3000/po/1012?tab=lines",
      user_agent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140",
      request_id: "req-log-1",
      error: report.request.error,
      component_stack: report.request.componentStack,
    });
    expect(rows[0]!.occurred_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it("lets the browser send the page URL: Referrer-Policy is same-origin", async () => {
    const response = await app.inject("/healthz");
    expect(response.headers["referrer-policy"]).toBe("same-origin");
  });

  it("refuses a body without the report's fields, naming them, and stores nothing", async () => {
    const cases: [unknown, string][] = [
      [{}, "request"],
      [{ request: { componentStack: "" } }, "request.error"],
      [{ request: { error: "", componentStack: "" } }, "request.error"],
      [{ request: { error: "boom" } }, "request.componentStack"],
      [{ request: { error: 42, componentStack: "" } }, "request.error"],
    ];
    for (const [payload, field] of cases) {
      const response = await post("val", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        error: { code: "bad_request", message: expect.any(String), fields: { [field]: expect.any(String) } },
      });
    }
    const notJson = await post("val", "{not json");
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.code).toBe("bad_request");
    expect(await storedFor("val")).toEqual([]);
  });

  it("refuses a body over 64 KB with 413 and the standard body", async () => {
    const big = { request: { error: "x".repeat(64 * 1024), componentStack: "" } };
    const response = await post("big", big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: "payload_too_large", message: expect.any(String) } });
    expect(await storedFor("big")).toEqual([]);
    // Just under the limit is fine.
    const fits = { request: { error: "x".repeat(60 * 1024), componentStack: "" } };
    expect((await post("big", fits)).statusCode).toBe(204);
  });

  it("limits each person to 30 reports a minute with 429, without limiting anyone else", async () => {
    for (let n = 1; n <= 30; n++) expect((await post("noisy", report)).statusCode, `report ${n}`).toBe(204);
    const limited = await post("noisy", report);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: "too_many_requests", message: expect.stringMatching(/try again/) },
    });
    expect(await storedFor("noisy")).toHaveLength(30);
    expect((await post("quiet", report)).statusCode).toBe(204);
  });

  it("needs a signed-in caller", async () => {
    const response = await app.inject({ method: "POST", url: "/api/logging/error", payload: report });
    expect(response.statusCode).toBe(401);
  });
});
