import http from "node:http";
import type { AddressInfo } from "node:net";
import { Validator } from "@seriousme/openapi-schema-validator";
import { decimalText, errorBodySchema } from "@shopdesk/contract";
import Fastify, { type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { handleError } from "../errors.js";
import { edgeStatuses } from "./answers.js";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { line, makePurchaseOrder, orderCatalog } from "../test/orders.js";

const documentPaths = new Set(["/api/openapi.json", "/api/reference"]);
const isDataRoute = (url: string) =>
  url.startsWith("/api/") && ![...documentPaths].some((path) => url.startsWith(path));
/** `/api/parts/:partNumber/:revision` as OpenAPI writes it: `/api/parts/{partNumber}/{revision}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

/** Every table's row count and the newest history row: a refused request must change none. */
async function snapshot(api: TestApi): Promise<string> {
  const { rows } = await sql<{ counts: unknown }>`select json_build_object(
      'customer', (select count(*) from customer), 'supplier', (select count(*) from supplier),
      'part', (select count(*) from part), 'purchase_order', (select count(*) from purchase_order),
      'po_line', (select count(*) from po_line), 'work_order', (select count(*) from work_order),
      'packing_slip', (select count(*) from packing_slip), 'history', (select count(*) from change_history),
      'versions', (select coalesce(sum(version), 0) from purchase_order)) as counts`.execute(api.test.database.db);
  return JSON.stringify(rows[0]?.counts);
}

describe(`the API's contract at the edge (${testEngine})`, () => {
  let api: TestApi;
  const routes: RouteOptions[] = [];
  let poKey: number;

  beforeAll(async () => {
    api = await openTestApi({ onRoute: (route) => routes.push(route) });
    await orderCatalog(api);
    poKey = (await makePurchaseOrder(api, "EDGE-1", [line(5)])).POKey;
  });
  afterAll(async () => api?.close());

  it("declares params, querystring, body and response on every /api route", () => {
    const dataRoutes = routes.filter((route) => isDataRoute(route.url) && route.method !== "HEAD");
    expect(dataRoutes.length).toBeGreaterThan(40);
    for (const route of dataRoutes) {
      const methods = [route.method].flat();
      const name = `${methods.join(",")} ${route.url}`;
      const schema = route.schema ?? {};
      expect(schema.response, name).toBeDefined();
      const statuses = Object.keys(schema.response as object);
      expect(
        statuses.some((status) => status.startsWith("2")),
        name,
      ).toBe(true);
      // A route outside the token check (a download link) says so with `security: []`, and answers no 401.
      const isPublic = Array.isArray(schema.security) && schema.security.length === 0;
      expect(statuses, name).toEqual(expect.arrayContaining(isPublic ? ["400", "500"] : ["400", "401", "500"]));
      if (isPublic) expect(statuses, name).not.toContain("401");
      if (route.url.includes(":")) expect(schema.params, name).toBeDefined();
      if (methods.some((method) => method === "POST" || method === "PUT")) expect(schema.body, name).toBeDefined();
      if (methods.some((method) => method === "GET" || method === "DELETE"))
        expect(schema.querystring, name).toBeDefined();
    }
  });

  it("publishes a valid OpenAPI 3.1 document with every /api route and every status it answers", async () => {
    const response = await api.app.inject("/api/openapi.json");
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });

    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);

    for (const route of routes.filter((candidate) => isDataRoute(candidate.url) && candidate.method !== "HEAD")) {
      for (const method of [route.method].flat()) {
        const operation = document.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        expect(operation, `${method} ${route.url}`).toBeDefined();
        // The route's own answers, and the refusals made before it runs (408, 414 with a key in the path, 431).
        const statuses = [
          ...Object.keys(route.schema?.response as object),
          ...edgeStatuses({ hasPathKey: route.url.includes(":") }).map(String),
        ];
        expect(Object.keys(operation.responses).sort(), `${method} ${route.url}`).toEqual(
          [...new Set(statuses)].sort(),
        );
      }
    }
    // The download link's route needs no bearer token, and the document says so.
    expect(document.paths["/api/downloads/{token}"].get.security).toEqual([]);
    // Refusals share the one Error schema.
    expect(document.paths["/api/customers"].post.responses["400"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Error",
    });
  });

  it("serves the API reference page and its assets without a token or a CDN", async () => {
    const page = await api.app.inject("/api/reference/");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger-ui");
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
    const script = await api.app.inject("/api/reference/static/swagger-ui-bundle.js");
    expect(script.statusCode).toBe(200);
  });

  it("refuses bad input at the edge with 400 and the error shape, and writes nothing", async () => {
    const before = await snapshot(api);
    const json = { "content-type": "application/json", authorization: api.authorization };
    const cases: {
      name: string;
      method: "GET" | "POST" | "PUT";
      url: string;
      payload?: string | Buffer;
      headers?: Record<string, string>;
    }[] = [
      {
        name: "NUL in a text field",
        method: "POST",
        url: "/api/customers",
        payload: '{"CustomerId":"NUL1","Name":"a\\u0000b"}',
      },
      {
        name: "NUL in notes",
        method: "POST",
        url: "/api/suppliers",
        payload: '{"SupplierName":"Nul Plating","Notes":"a\\u0000b"}',
      },
      {
        name: "a lone surrogate",
        method: "POST",
        url: "/api/customers",
        payload: '{"CustomerId":"SUR1","Name":"a\\ud800b"}',
      },
      {
        name: "year 0000",
        method: "POST",
        url: "/api/purchase-orders",
        payload: '{"CustomerId":"ACME","PONumber":"Y0","PODate":"0000-01-01"}',
      },
      {
        name: "February 30th",
        method: "POST",
        url: "/api/work-orders",
        payload: '{"PartNumber":"7731-204","Revision":"B","Quantity":1,"DueDate":"2024-02-30"}',
      },
      {
        name: "a JSON null body for a line's WO",
        method: "POST",
        url: `/api/purchase-orders/${poKey}/lines/1/work-orders`,
        payload: "null",
      },
      {
        name: "bytes that are not UTF-8",
        method: "POST",
        url: "/api/customers",
        payload: Buffer.concat([
          Buffer.from('{"CustomerId":"BAD8","Name":"a'),
          Buffer.from([0xff, 0xfe]),
          Buffer.from('b"}'),
        ]),
      },
      {
        name: "JSON declared as UTF-16",
        method: "POST",
        url: "/api/customers",
        payload: '{"CustomerId":"U16","Name":"Sixteen"}',
        headers: { ...json, "content-type": "application/json; charset=utf-16" },
      },
      { name: "NUL in query text", method: "GET", url: "/api/customers?q=a%00b" },
      { name: "NUL in a filter", method: "GET", url: "/api/work-orders?customerId=AC%00ME" },
      { name: "NUL in a path key", method: "GET", url: "/api/suppliers/ACME%00" },
      { name: "year 0000 in a list filter", method: "GET", url: "/api/work-orders?dueFrom=0000-01-01" },
    ];
    for (const { name, method, url, payload, headers } of cases) {
      const response = await api.app.inject({
        method,
        url,
        headers: headers ?? json,
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, name).toBe(400);
      expect(errorBodySchema.safeParse(response.json()).success, name).toBe(true);
      expect(response.json().error.code, name).toBe("bad_request");
    }
    expect(await snapshot(api)).toBe(before);
  });

  it("makes a line's WO from no body at all, as before", async () => {
    const made = await api.app.inject({
      method: "POST",
      url: `/api/purchase-orders/${poKey}/lines/1/work-orders`,
      headers: { authorization: api.authorization },
    });
    expect(made.statusCode, made.body).toBe(201);
  });

  it("answers Fastify's and Node's own refusals in the error shape", async () => {
    // A key in the path over 1,000 characters; every method alike (url-checks.test.ts).
    const long = await api.app.inject({
      method: "PUT",
      url: `/api/suppliers/${"x".repeat(1200)}`,
      headers: { authorization: api.authorization },
    });
    expect(long.statusCode, long.body).toBe(414);
    expect(errorBodySchema.parse(long.json()).error.code).toBe("uri_too_long");

    const large = await api.app.inject({
      method: "POST",
      url: "/api/customers",
      headers: { "content-type": "application/json", authorization: api.authorization },
      payload: JSON.stringify({ CustomerId: "BIG", Name: "x".repeat(1_100_000) }),
    });
    expect(large.statusCode).toBe(413);
    expect(errorBodySchema.parse(large.json()).error.code).toBe("payload_too_large");

    const unauthorized = await api.app.inject("/api/customers");
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers["cache-control"]).toBe("no-store");

    // 431 comes from Node's HTTP parser, before Fastify: only a real socket shows it.
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = api.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
      const request = http.get(
        { host: "127.0.0.1", port, path: "/api/customers", headers: { "x-big": "y".repeat(20_000) } },
        (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, body, type: String(res.headers["content-type"]) }),
          );
        },
      );
      request.on("error", reject);
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toContain("application/json");
    expect(errorBodySchema.parse(JSON.parse(answer.body)).error.code).toBe("headers_too_large");
  });
});

describe("response validation", () => {
  it("fails an answer that does not match its schema, with a 500 in the error shape", async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(handleError);
    const schema = { response: { 200: z.object({ Amount: decimalText(2) }), 500: errorBodySchema } };
    // Deliberately wrong: a number where the contract says a 2-decimal string.
    app.get("/wrong", { schema }, async () => ({ Amount: 12.5 }) as unknown as { Amount: string });
    app.get("/right", { schema }, async () => ({ Amount: "12.50" }));
    const wrong = await app.inject("/wrong");
    expect(wrong.statusCode).toBe(500);
    expect(errorBodySchema.parse(wrong.json()).error.code).toBe("internal_error");
    expect((await app.inject("/right")).json()).toEqual({ Amount: "12.50" });
    await app.close();
  });
});
