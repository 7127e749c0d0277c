import http from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { line, makePurchaseOrder, orderCatalog } from "../test/orders.js";

/**
 * The OpenAPI document is true to the server (docs/api.md, "The OpenAPI document"): every
 * status an operation answers is declared on it, and a request the document calls valid
 * passes the server's own checks at the edge.
 */

type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};
interface Parameter {
  name: string;
  in: "path" | "query";
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> }>;
}
interface Document {
  info: { license?: object; contact?: object };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

const methods = ["get", "post", "put", "delete"] as const;
/** `/api/parts/:partNumber/:revision` as OpenAPI writes it. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

function operationsOf(document: Document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method] as Operation })),
  );
}

/** A request over a real socket (431 comes from Node's HTTP parser, before Fastify). */
/**
 * The status of a request over a real socket. A Server-Sent Events answer never ends while its
 * token lasts, so its status is read from its head and the connection dropped.
 */
function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  payload?: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      if (response.headers["content-type"]?.startsWith("text/event-stream")) {
        resolve(response.statusCode ?? 0);
        response.destroy();
        return;
      }
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.end(payload);
  });
}

describe(`the OpenAPI document is true to the server (${testEngine})`, () => {
  let api: TestApi;
  let document: Document;
  const routes: RouteOptions[] = [];
  /** A key that exists for each path parameter, so probes reach past the 404. */
  const keys: Record<string, string> = {
    customerId: "ACME",
    partNumber: "7731-204",
    revision: "B",
    supplierName: "Probe Plating",
    lineNumber: "1",
    pslipNumber: "1",
    kind: "customers",
    token: "no-such-link",
  };

  beforeAll(async () => {
    api = await openTestApi({ onRoute: (route) => routes.push(route) });
    await orderCatalog(api);
    await api.call("POST", "/api/suppliers", { SupplierName: "Probe Plating" });
    const po = await makePurchaseOrder(api, "DOC-1", [line(5), line(3)]);
    keys.poKey = String(po.POKey);
    const wo = await api.call<{ WONumber: string }>("POST", "/api/work-orders", {
      PartNumber: "7731-204",
      Revision: "B",
      Quantity: 3,
      DueDate: "2099-01-01",
    });
    keys.woNumber = wo.body.WONumber;
    await api.call("POST", `/api/purchase-orders/${keys.poKey}/packing-slips`, {
      ShipDate: "2026-03-05",
      Lines: [{ LineNumber: 1, Quantity: 1 }],
    });
    const file = await api.app.inject({
      method: "POST",
      url: "/api/customers/ACME/attachments?fileName=probe.pdf&kind=Certificate",
      headers: { authorization: api.authorization },
      payload: "%PDF-1.7 probe",
    });
    keys.attachmentId = String((file.json() as { Id: number }).Id);
    document = (await api.app.inject("/api/openapi.json")).json();
  }, 180_000);
  afterAll(async () => api?.close());

  it("names its servers, licence and contact, and gives every operation a unique operationId and a described tag", () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.info.license).toMatchObject({ name: expect.any(String) });
    expect(document.info.contact).toMatchObject({ name: expect.any(String) });
    const tags = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    const ids = new Set<string>();
    for (const { path, method, operation } of operationsOf(document)) {
      const name = `${method.toUpperCase()} ${path}`;
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.has(operation.operationId!), `${name}: ${operation.operationId} twice`).toBe(false);
      ids.add(operation.operationId!);
      expect(operation.tags?.length, name).toBe(1);
      expect(tags.get(operation.tags![0]!), `${name}: tag ${operation.tags![0]} described`).toBeTruthy();
    }
    expect(ids.size).toBeGreaterThan(80);
  });

  it("says a …/link route's body may be left out, and the server agrees: no body or {} make a link, a JSON null is refused", async () => {
    const links = operationsOf(document).filter(({ path }) => path.endsWith("/link"));
    expect(links.length).toBeGreaterThan(10);
    for (const { path, method, operation } of links) {
      const name = `${method.toUpperCase()} ${path}`;
      expect(operation.requestBody?.required, name).toBe(false);
      expect(JSON.stringify(operation.requestBody?.content["application/json"]?.schema), name).not.toContain('"null"');
    }
    const url = `/api/attachments/${keys.attachmentId}/link`;
    const send = (payload?: string) =>
      api.app.inject({
        method: "POST",
        url,
        headers: {
          authorization: api.authorization,
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(payload === undefined ? {} : { payload }),
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send("{}")).statusCode).toBe(201);
    expect((await send("null")).statusCode).toBe(400);
    expect((await send('{"x":1}')).statusCode).toBe(400);
  });

  it("declares every status each operation answers: good and bad keys, no token, bad query, bad bodies, long keys, large headers", async () => {
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = api.app.server.address() as AddressInfo;
    const undeclared: string[] = [];
    for (const { path, method, operation } of operationsOf(document)) {
      const declared = Object.keys(operation.responses);
      // A stream (GET /api/live) is probed over the socket: `inject` would wait for its end.
      const isStream = operation.responses["200"]?.content?.["text/event-stream"] !== undefined;
      const takesBody = operation.requestBody !== undefined;
      const url = (values: (name: string) => string, query = "") =>
        `${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values(name)))}${query}`;
      const good = url((name) => keys[name] ?? "x");
      const probes: {
        name: string;
        url: string;
        headers?: Record<string, string>;
        payload?: string;
        contentType?: string;
      }[] = [
        { name: "as documented", url: good, ...(takesBody ? { payload: "{}", contentType: "application/json" } : {}) },
        { name: "without a body", url: good },
        { name: "unknown keys", url: url(() => "NO-SUCH-9") },
        { name: "a key of 1,200 characters", url: url(() => "k".repeat(1200)) },
        { name: "a bad query", url: `${good}?page=abc&pageSize=0&q=a%00b&sort=nothing&limit=-1&searchText=&record=x` },
        { name: "no token", url: good, headers: { authorization: "" } },
        { name: "a bad token", url: good, headers: { authorization: "Bearer nope" } },
        { name: "XML", url: good, payload: "<a/>", contentType: "application/xml" },
        { name: "broken JSON", url: good, payload: "{", contentType: "application/json" },
        { name: "a JSON null", url: good, payload: "null", contentType: "application/json" },
        {
          name: "1.2 MB of JSON",
          url: good,
          payload: JSON.stringify({ Notes: "x".repeat(1_200_000) }),
          contentType: "application/json",
        },
      ];
      for (const probe of probes) {
        const headers: Record<string, string> = {
          authorization: api.authorization,
          ...(probe.contentType ? { "content-type": probe.contentType } : {}),
          ...probe.headers,
        };
        if (headers.authorization === "") delete headers.authorization;
        if (isStream) {
          const status = await rawRequest(port, method.toUpperCase(), probe.url, headers, probe.payload);
          if (!declared.includes(String(status)))
            undeclared.push(`${method.toUpperCase()} ${path} ${probe.name}: ${status}`);
          continue;
        }
        const response = await api.app.inject({
          method: method.toUpperCase() as "GET",
          url: probe.url,
          headers,
          ...(probe.payload === undefined ? {} : { payload: probe.payload }),
        });
        if (!declared.includes(String(response.statusCode)))
          undeclared.push(
            `${method.toUpperCase()} ${path} ${probe.name}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
      }
      const status = await rawRequest(port, method.toUpperCase(), good, {
        authorization: api.authorization,
        "x-big": "y".repeat(20_000),
      });
      if (!declared.includes(String(status)))
        undeclared.push(`${method.toUpperCase()} ${path} large headers: ${status}`);
    }
    expect(undeclared).toEqual([]);
  }, 300_000);

  it("accepts what the document calls valid: generated bodies, queries and keys pass the server's checks", async () => {
    const refused: string[] = [];
    for (const route of routes) {
      if (!route.url.startsWith("/api/") || route.method === "HEAD" || !route.schema) continue;
      for (const method of [route.method].flat()) {
        const operation = document.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        if (!operation) continue;
        const schema = route.schema as { body?: z.ZodMiniType; querystring?: z.ZodMiniType; params?: z.ZodMiniType };
        const name = `${method} ${route.url}`;
        const parts: {
          where: string;
          zod: z.ZodMiniType | undefined;
          json: JsonSchema | undefined;
          asText: boolean;
        }[] = [
          {
            where: "body",
            zod: schema.body,
            json: operation.requestBody?.content["application/json"]?.schema,
            asText: false,
          },
          { where: "query", zod: schema.querystring, json: parametersSchema(operation, "query"), asText: true },
          { where: "path", zod: schema.params, json: parametersSchema(operation, "path"), asText: true },
        ];
        for (const { where, zod, json, asText } of parts) {
          if (!zod || !json) continue;
          const details = fc.check(
            fc.property(arbitraryOf(json, document), (value) => {
              const sent = asText ? asQueryStrings(value) : value;
              const result = zod.safeParse(sent);
              return result.success || result.error.issues.every((issue) => crossFieldRule(issue.message));
            }),
            // A generator that cannot meet its schema is a failure, not a hang.
            { numRuns: 60, seed: 30, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: true },
          );
          const failure = details.counterexample;
          if (details.failed && !failure) refused.push(`${name} ${where}: no value generated in time`);
          if (failure) {
            const sent = asText ? asQueryStrings(failure[0]) : failure[0];
            const issues = zod.safeParse(sent).error?.issues ?? [];
            refused.push(
              `${name} ${where} ${JSON.stringify(sent).slice(0, 300)}: ${JSON.stringify(issues.map((issue) => [issue.path.join("."), issue.message]))}`,
            );
          }
        }
      }
    }
    expect(refused).toEqual([]);
  }, 300_000);
});

/**
 * Rules between fields, which JSON Schema cannot say; each is in the operation's description
 * or docs/api.md. A generated request may break them and be refused: that is not the document's fault.
 */
const crossFieldRules = [
  /must be more than the row above/, // a part's price breaks: MinQuantity strictly ascending
  /before|after/, // a report's range: `to` not before `from`
  /not both/, // a WO operation: a work centre or a supplier
  /is for outside processing/, // and an expected-back date only with a supplier
  /is already on this slip/, // a packing slip names each PO line once
  /Only a certificate has an expiry date/, // an upload's expiresOn goes with kind=Certificate
  /Only a drawing can be/, // and current=true with kind=Drawing
  /has no threshold|: from \d+ to \d+ /, // an alert threshold: only a rule that has one, within that rule's range
  /Name a time zone/, // an IANA time zone name: the runtime's list, which JSON Schema cannot hold
];
function crossFieldRule(message: string): boolean {
  return crossFieldRules.some((pattern) => pattern.test(message));
}

function parametersSchema(operation: Operation, where: "query" | "path"): JsonSchema | undefined {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === where);
  if (parameters.length === 0) return undefined;
  return {
    type: "object",
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

/** A query string's values as Fastify hands them over: text, or a list of texts. */
function asQueryStrings(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined && item !== null)
      .map(([key, item]) => [key, Array.isArray(item) ? item.map(String) : String(item)]),
  );
}

const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** `outer`'s keywords on `branch` too (both patterns kept; both `items` merged). */
function merge(outer: JsonSchema, branch: JsonSchema): JsonSchema {
  const merged: JsonSchema = { ...outer, ...branch };
  if (outer.pattern && branch.pattern && outer.pattern !== branch.pattern)
    merged.allOf = [...(branch.allOf ?? []), ...(outer.allOf ?? []), { pattern: outer.pattern }];
  if (outer.items && branch.items) merged.items = merge(outer.items, branch.items);
  return merged;
}

/** Values valid by a JSON Schema of the document (the subset it uses). */
function arbitraryOf(schema: JsonSchema, document: Document): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryOf(document.components.schemas[schema.$ref.split("/").at(-1)!]!, document);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  // JSON text holding a value of contentSchema.
  if (schema.contentMediaType === "application/json" && schema.contentSchema)
    return arbitraryOf(schema.contentSchema as JsonSchema, document).map((value) => JSON.stringify(value));
  const { anyOf, ...outer } = schema;
  if (anyOf) return fc.oneof(...anyOf.map((branch) => arbitraryOf(merge(outer, branch), document)));
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, document)));
  if (schema.type === undefined && schema.pattern) return stringOf(schema);
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  switch (schema.type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer": {
      const low = schema.exclusiveMinimum !== undefined ? (schema.exclusiveMinimum as number) + 1 : (min ?? -1_000_000);
      return fc.integer({ min: low, max: max ?? Math.max(low, 0) + 1_000_000 });
    }
    case "number": {
      const step = (schema.multipleOf as number | undefined) ?? 0.001;
      const places = Math.max(0, Math.round(-Math.log10(step)));
      return fc
        .integer({ min: Math.ceil((min ?? -1_000_000) / step), max: Math.floor((max ?? 1_000_000) / step) })
        .map((units) => Number((units / 10 ** places).toFixed(places)));
    }
    case "string":
      return stringOf(schema);
    case "array": {
      const items = arbitraryOf(schema.items ?? {}, document);
      return fc.array(items, {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.min((schema.maxItems as number | undefined) ?? 3, 3),
      });
    }
    case "object": {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, arbitraryOf(property, document)]),
      );
      if (schema.additionalProperties && typeof schema.additionalProperties === "object") {
        const names = stringOf({ type: "string", ...(schema.propertyNames as JsonSchema | undefined) });
        return fc.dictionary(names, arbitraryOf(schema.additionalProperties as JsonSchema, document), { maxKeys: 4 });
      }
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.constant({});
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? 40;
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)]
    .filter((pattern): pattern is string => typeof pattern === "string")
    .map((pattern) => new RegExp(pattern, "u"));
  const fits = (text: string) =>
    text.length >= minLength && text.length <= maxLength && patterns.every((pattern) => pattern.test(text));
  if (schema.format === "date") {
    return fc
      .date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10))
      .filter((text) => isRealDate(text) && fits(text));
  }
  // The last pattern is the narrowest (a field's own, after the text rule's); the others filter.
  const narrowest = patterns.at(-1);
  const base = narrowest ? fc.stringMatching(narrowest) : fc.string({ minLength, maxLength, unit: "binary" });
  return base.filter(fits);
}
