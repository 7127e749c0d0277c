import { z } from "zod/mini";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { historyEntrySchema } from "@shopdesk/contract";

describe(`GET /api/history (${testEngine})`, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await openTestApi();
    await api.call("POST", "/api/customers", { CustomerId: "HIST", Name: "History Co" });
    for (let version = 1; version <= 3; version++)
      await api.call("PUT", "/api/customers/HIST", { Version: version, Phone: `555-000${version}` });
  });
  afterAll(async () => api?.close());

  it("answers a record's changes newest first, in the contract's shape", async () => {
    const { status, body } = await api.call<unknown[]>("GET", "/api/history?entity=customer&key=hist");
    expect(status).toBe(200);
    const entries = body.map((entry) => z.strictObject(historyEntrySchema.shape).parse(entry));
    expect(entries.map((entry) => entry.Changes.Phone?.To ?? entry.Action)).toEqual([
      "555-0003",
      "555-0002",
      "555-0001",
      "create",
    ]);
    expect(entries[1]!.Changes).toEqual({ Phone: { From: "555-0001", To: "555-0002" } });
  });

  it("refuses an unknown entity or a missing key, and 404s an unknown record", async () => {
    const bad = await api.call("GET", "/api/history?entity=invoice&key=1");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error!.fields!)).toEqual(["entity"]);
    expect((await api.call("GET", "/api/history?entity=customer")).status).toBe(400);
    expect((await api.call("GET", "/api/history?entity=customer&key=NOPE")).status).toBe(404);
    expect((await api.call("GET", "/api/history?entity=part&key=no-slash")).status).toBe(404);
    expect((await api.call("GET", "/api/history?entity=supplier&key=Nobody")).status).toBe(404);
  });
});
