import { errorBodySchema } from "@shopdesk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { orderCatalog } from "../test/orders.js";
import { MAX_PATH_KEY_LENGTH } from "./url-checks.js";

describe(`URL rules for every method and route (${testEngine})`, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await openTestApi();
    await orderCatalog(api);
  });
  afterAll(async () => api?.close());

  const inject = (
    method: "GET" | "HEAD" | "POST" | "PUT" | "DELETE",
    url: string,
    headers: Record<string, string> = {},
  ) =>
    api.app.inject({
      method,
      url,
      headers: {
        authorization: api.authorization,
        ...headers,
        ...(method === "POST" || method === "PUT" ? { "content-type": "application/json" } : {}),
      },
      ...(method === "POST" || method === "PUT" ? { payload: '{"Version":1}' } : {}),
    });

  const long = "K".repeat(MAX_PATH_KEY_LENGTH + 1);
  it.each([
    ["GET", "/api/customers/{long}"],
    ["HEAD", "/api/customers/{long}"],
    ["PUT", "/api/customers/{long}"],
    ["GET", "/api/suppliers/{long}"],
    ["PUT", "/api/suppliers/{long}"],
    ["DELETE", "/api/attachments/{long}?version=1"],
    ["GET", "/api/parts/{long}/A"],
    ["PUT", "/api/parts/7731-204/{long}"],
    ["POST", "/api/parts/{long}/A/revisions"],
    ["GET", "/api/purchase-orders/{long}/lines"],
    // No route takes it at all, under /api or not: the length is refused all the same.
    ["GET", "/api/nothing/{long}"],
    ["POST", "/api/nothing/{long}"],
    ["GET", "/customers/{long}"],
  ] as const)("%s %s ({long}: a key over 1,000 characters) answers 414 in the error shape", async (method, url) => {
    const response = await inject(method, url.replace("{long}", long), { accept: "text/html,application/json" });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(414);
    if (method !== "HEAD")
      expect(errorBodySchema.parse(response.json()).error).toEqual({
        code: "uri_too_long",
        message: "A key in the path is too long.",
      });
  });

  it("counts a key's characters once decoded, as the router does: 1,000 is not too long", async () => {
    const atLimit = await inject("GET", `/api/customers/${"K".repeat(MAX_PATH_KEY_LENGTH)}`);
    expect(atLimit.statusCode, atLimit.body.slice(0, 200)).toBe(400);
    expect(atLimit.json().error.fields).toHaveProperty("customerId");
    // 1,000 "é" are 6,000 characters encoded and 1,000 decoded.
    const accents = await inject("GET", `/api/suppliers/${"%C3%A9".repeat(MAX_PATH_KEY_LENGTH)}`);
    expect(accents.statusCode, accents.body.slice(0, 200)).toBe(400);
    expect(accents.json().error.fields).toHaveProperty("supplierName");
    const over = await inject("GET", `/api/suppliers/${"%C3%A9".repeat(MAX_PATH_KEY_LENGTH + 1)}`);
    expect(over.statusCode).toBe(414);
  });

  it("refuses escapes that are not UTF-8 with 400 naming the parameter and saying which escape", async () => {
    const note = await api.app.inject({
      method: "POST",
      url: "/api/customers/ACME/attachments?fileName=cert.pdf&note=fu%C3%28zz",
      headers: { authorization: api.authorization, "content-type": "application/pdf" },
      payload: "%PDF-1.7 probe",
    });
    expect(note.statusCode).toBe(400);
    expect(errorBodySchema.parse(note.json()).error).toEqual({
      code: "bad_request",
      message: "The URL is not valid.",
      fields: { note: '"%C3%28" is not percent-encoded UTF-8 (send % itself as %25).' },
    });
    expect((await api.call<unknown[]>("GET", "/api/customers/ACME/attachments")).body).toEqual([]);

    const wo = await inject("GET", "/api/work-orders/batch?wo=%ED%A0%80");
    expect(wo.statusCode).toBe(400);
    expect(wo.json().error.fields).toEqual({ wo: '"%ED%A0%80" is not percent-encoded UTF-8 (send % itself as %25).' });

    const path = await inject("PUT", "/api/customers/AC%ED%A0%80ME");
    expect(path.statusCode).toBe(400);
    expect(path.json().error.fields).toEqual({
      customerId: '"%ED%A0%80" is not percent-encoded UTF-8 (send % itself as %25).',
    });

    // Two at once: each is named.
    const both = await inject("GET", "/api/parts/7731%FF/B%C0%80?q=%zz");
    expect(both.json().error.fields).toEqual({
      partNumber: '"%FF" is not percent-encoded UTF-8 (send % itself as %25).',
      revision: '"%C0%80" is not percent-encoded UTF-8 (send % itself as %25).',
      q: '"%zz" is not percent-encoded UTF-8 (send % itself as %25).',
    });
  });

  it("refuses a broken escape in a fixed part of the path, or where no route is, without a parameter to name", async () => {
    for (const url of ["/api/cust%FFomers/ACME", "/api/nothing/%ED%A0%80", "/%FF"]) {
      const response = await inject("GET", url);
      expect(response.statusCode, url).toBe(400);
      expect(errorBodySchema.parse(response.json()).error, url).toEqual({
        code: "bad_request",
        message: "The URL is not valid.",
      });
    }
  });

  it("still takes escapes that are UTF-8, and % sent as %25", async () => {
    const supplier = await api.call("POST", "/api/suppliers", { SupplierName: "100% Anodize & Co" });
    expect(supplier.status).toBe(201);
    const read = await inject("GET", "/api/suppliers/100%25%20Anodize%20%26%20Co");
    expect(read.statusCode, read.body).toBe(200);
    const search = await inject("GET", "/api/suppliers?q=100%25+an");
    expect(search.json().Items).toEqual([expect.objectContaining({ SupplierName: "100% Anodize & Co" })]);
    const accented = await inject("GET", "/api/customers?q=Soci%C3%A9t%C3%A9");
    expect(accented.statusCode).toBe(200);
  });
});
