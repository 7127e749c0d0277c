import {
  addLineBody,
  createCustomerBody,
  createLineWorkOrderBody,
  createPackingSlipBody,
  createPartBody,
  createPurchaseOrderBody,
  createStockWorkOrderBody,
  errorBodySchema,
  errorReportBody,
  newRevisionBody,
  purchaseOrderStatusBody,
  supplierInput,
  updateCustomerBody,
  updateLineBody,
  updatePackingSlipBody,
  updatePartBody,
  updateAttachmentBody,
  updatePurchaseOrderBody,
  updateSupplierBody,
  updateWorkOrderBody,
  workOrderStatusBody,
} from "@shopdesk/contract";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod/mini";
import { type TestApi, openTestApi } from "../test/api.js";
import { testEngine } from "../test/database.js";
import { line, makePurchaseOrder, orderCatalog } from "../test/orders.js";

/**
 * Every field of every write route, sent bad (generated), is refused at the edge: 400, the
 * error shape, and nothing written. Text with a control character or a lone surrogate is bad
 * for any scalar field (text, number, date, money, enum, boolean alike), as is an object or a
 * list where a scalar belongs; date fields also get days that do not exist.
 */

const badCharacter = fc.constantFrom("\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\ud800", "\udfff");
const badText = fc
  .tuple(fc.string({ maxLength: 8 }), badCharacter, fc.string({ maxLength: 8 }))
  .map(([a, bad, b]) => `${a}${bad}${b}`);
const notAScalar = fc.constantFrom<unknown>({}, [1], { value: "x" });
const badDate = fc.oneof(
  fc.constantFrom("2024-02-30", "0000-01-01", "2023-13-01", "2023-00-10", "2023-04-31", "20230101", "2023-1-1"),
  fc
    .tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 13, max: 99 }), fc.integer({ min: 1, max: 28 }))
    .map(([year, month, day]) => `${String(year).padStart(4, "0")}-${month}-${String(day).padStart(2, "0")}`),
);
const badScalar = fc.oneof(badText, notAScalar);

type Kind = "scalar" | "date";
interface WriteRoute {
  method: "POST" | "PUT";
  url: () => string;
  schema: z.ZodMiniType;
  body: () => Record<string, unknown>;
}

const dateFields = new Set(["CertificateExpires", "EffectiveDate", "PODate", "DueDate", "ShipDate", "ExpiresOn"]);

/** Every scalar value of `body` as a dotted path (`Pricing.Breaks.0.UnitPrice`): the fields to send bad. */
function fieldsOf(body: object, prefix = ""): [path: string, kind: Kind][] {
  return Object.entries(body).flatMap(([key, value]): [string, Kind][] =>
    value !== null && typeof value === "object"
      ? fieldsOf(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, dateFields.has(key) ? "date" : "scalar"]],
  );
}

/** `body` with `value` at the dotted `path` (`Lines.0.Quantity`). */
function withValue(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split(".");
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) as string] = value;
  return copy;
}

describe(`generated bad input on every write route (${testEngine})`, () => {
  let api: TestApi;
  let poKey: number;
  let woNumber: string;
  let attachmentId: number;

  const customer = {
    Name: "Probe Inc",
    BillingAddress1: "1 Way",
    BillingCity: "Tulsa",
    ShippingSameAsBilling: true,
    ContactName: "Pat",
    Phone: "555",
    Email: "a@b.co",
    PaymentTerms: "Net 30",
    Notes: "",
    Active: true,
  };
  const supplier = {
    SupplierName: "Probe Plating",
    Services: ["Anodize"],
    ContactName: "Lee",
    Email: "l@p.co",
    City: "Tulsa",
    Notes: "",
    ApprovalStatus: "Approved",
    CertificateExpires: "2027-01-31",
    Active: true,
  };
  const part = {
    Description: "Probe part",
    CustomerId: "ACME",
    Material: "6061",
    DrawingNumber: "D-1",
    UnitOfMeasure: "EA",
    Notes: "",
    Active: true,
    Pricing: {
      LotCharge: "0.00",
      EffectiveDate: "2026-01-01",
      QuoteReference: "Q1",
      Breaks: [{ MinQuantity: 1, UnitPrice: "1.0000" }],
    },
  };
  const header = {
    PONumber: "PROBE-1",
    PODate: "2026-03-02",
    ShipToName: "Dock",
    ShipToCity: "Wichita",
    Terms: "Net 30",
    Notes: "",
  };
  const poLine = { PartNumber: "7731-204", Revision: "B", Quantity: 2, UnitPrice: "1.5000", DueDate: "2099-04-01" };
  const slip = { ShipDate: "2026-03-05", Carrier: "UPS", TrackingNumber: "1Z", Boxes: 1, Weight: "2.50" };
  const op = { Sequence: 10, Description: "Mill", WorkCentre: "MILL-1", PlannedHours: "1.50", Status: "Pending" };

  const routes: Record<string, WriteRoute> = {
    "POST /customers": {
      method: "POST",
      url: () => "/api/customers",
      schema: createCustomerBody,
      body: () => ({ CustomerId: "PROBE", ...customer }),
    },
    "PUT /customers/{id}": {
      method: "PUT",
      url: () => "/api/customers/ACME",
      schema: updateCustomerBody,
      body: () => ({ Version: 1, ...customer }),
    },
    "POST /suppliers": {
      method: "POST",
      url: () => "/api/suppliers",
      schema: supplierInput,
      body: () => supplier,
    },
    "PUT /suppliers/{name}": {
      method: "PUT",
      url: () => "/api/suppliers/Probe%20Plating",
      schema: updateSupplierBody,
      body: () => ({ Version: 1, ...supplier }),
    },
    "POST /parts": {
      method: "POST",
      url: () => "/api/parts",
      schema: createPartBody,
      body: () => ({ PartNumber: "PROBE-P", Revision: "A", ...part }),
    },
    "PUT /parts/{pn}/{rev}": {
      method: "PUT",
      url: () => "/api/parts/7731-204/B",
      schema: updatePartBody,
      body: () => ({ Version: 1, ...part }),
    },
    "POST /parts/{pn}/{rev}/revisions": {
      method: "POST",
      url: () => "/api/parts/7731-204/B/revisions",
      schema: newRevisionBody,
      body: () => ({ Revision: "Z", ...part }),
    },
    "POST /purchase-orders": {
      method: "POST",
      url: () => "/api/purchase-orders",
      schema: createPurchaseOrderBody,
      body: () => ({ CustomerId: "ACME", ...header, Lines: [poLine] }),
    },
    "PUT /purchase-orders/{poKey}": {
      method: "PUT",
      url: () => `/api/purchase-orders/${poKey}`,
      schema: updatePurchaseOrderBody,
      body: () => ({ Version: 1, ...header }),
    },
    "POST /purchase-orders/{poKey}/status": {
      method: "POST",
      url: () => `/api/purchase-orders/${poKey}/status`,
      schema: purchaseOrderStatusBody,
      body: () => ({ Status: "Closed", Version: 1 }),
    },
    "POST /purchase-orders/{poKey}/lines": {
      method: "POST",
      url: () => `/api/purchase-orders/${poKey}/lines`,
      schema: addLineBody,
      body: () => ({ ...poLine, Version: 1 }),
    },
    "PUT /purchase-orders/{poKey}/lines/{n}": {
      method: "PUT",
      url: () => `/api/purchase-orders/${poKey}/lines/1`,
      schema: updateLineBody,
      body: () => ({ ...poLine, Version: 1 }),
    },
    "POST /purchase-orders/{poKey}/lines/{n}/work-orders": {
      method: "POST",
      url: () => `/api/purchase-orders/${poKey}/lines/1/work-orders`,
      schema: createLineWorkOrderBody,
      body: () => ({ Quantity: 1, DueDate: "2099-01-01", Notes: "" }),
    },
    "POST /purchase-orders/{poKey}/packing-slips": {
      method: "POST",
      url: () => `/api/purchase-orders/${poKey}/packing-slips`,
      schema: createPackingSlipBody,
      body: () => ({ ...slip, Lines: [{ LineNumber: 1, Quantity: 1, WONumber: null }] }),
    },
    "PUT /purchase-orders/{poKey}/packing-slips/{n}": {
      method: "PUT",
      url: () => `/api/purchase-orders/${poKey}/packing-slips/1`,
      schema: updatePackingSlipBody,
      body: () => ({ ...slip, Version: 1 }),
    },
    "POST /work-orders": {
      method: "POST",
      url: () => "/api/work-orders",
      schema: createStockWorkOrderBody,
      body: () => ({ PartNumber: "7731-204", Revision: "B", Quantity: 1, DueDate: "2099-01-01", Notes: "" }),
    },
    "PUT /work-orders/{wo}": {
      method: "PUT",
      url: () => `/api/work-orders/${woNumber}`,
      schema: updateWorkOrderBody,
      body: () => ({
        Version: 1,
        Quantity: 2,
        DueDate: "2099-01-01",
        QuantityComplete: 0,
        QuantityScrapped: 0,
        Notes: "",
        Operations: [op],
      }),
    },
    "POST /work-orders/{wo}/status": {
      method: "POST",
      url: () => `/api/work-orders/${woNumber}/status`,
      schema: workOrderStatusBody,
      body: () => ({ Status: "Released", Version: 1 }),
    },
    "POST /logging/error": {
      method: "POST",
      url: () => "/api/logging/error",
      schema: errorReportBody,
      body: () => ({ request: { error: "TypeError: x is undefined", componentStack: "at App" } }),
    },
    // FileName is left out: a file name is cleaned of control characters, not refused (docs/api.md, "Attachments").
    "PUT /attachments/{id}": {
      method: "PUT",
      url: () => `/api/attachments/${attachmentId}`,
      schema: updateAttachmentBody,
      body: () => ({
        Version: 1,
        Kind: "Certificate",
        Note: "Renewed",
        ExpiresOn: "2027-01-31",
        IsCurrentDrawing: false,
      }),
    },
  };

  /** Row counts of every table the write routes touch, and the sum of every Version. */
  async function snapshot(): Promise<string> {
    const { rows } = await sql<{ state: unknown }>`select json_build_object(
        'customer', (select count(*) || ':' || coalesce(sum(version), 0) from customer),
        'supplier', (select count(*) || ':' || coalesce(sum(version), 0) from supplier),
        'part', (select count(*) || ':' || coalesce(sum(version), 0) from part),
        'purchase_order', (select count(*) || ':' || coalesce(sum(version), 0) from purchase_order),
        'po_line', (select count(*) || ':' || coalesce(sum(version), 0) from po_line),
        'work_order', (select count(*) || ':' || coalesce(sum(version), 0) from work_order),
        'packing_slip', (select count(*) from packing_slip), 'history', (select count(*) from change_history),
        'client_error', (select count(*) from client_error),
        'attachment', (select count(*) || ':' || coalesce(sum(version), 0) from attachment)) as state`.execute(
      api.test.database.db,
    );
    return JSON.stringify(rows[0]?.state);
  }

  beforeAll(async () => {
    api = await openTestApi();
    await orderCatalog(api);
    poKey = (await makePurchaseOrder(api, "PROBE-BASE", [line(5)])).POKey;
    const wo = await api.call<{ WONumber: string }>("POST", "/api/work-orders", {
      PartNumber: "7731-204",
      Revision: "B",
      Quantity: 3,
      DueDate: "2099-01-01",
    });
    woNumber = wo.body.WONumber;
    const file = await api.app.inject({
      method: "POST",
      url: "/api/customers/ACME/attachments?fileName=probe.pdf&kind=Certificate",
      headers: { authorization: api.authorization },
      payload: "%PDF-1.7 probe",
    });
    attachmentId = (file.json() as { Id: number }).Id;
  }, 180_000);
  afterAll(async () => api?.close());

  it.each(Object.keys(routes))(
    "%s",
    async (name) => {
      const route = routes[name]!;
      // The base body is good, so a 400 below is the bad field's doing.
      expect(route.schema.safeParse(route.body()).success, `${name}: base body`).toBe(true);
      const before = await snapshot();
      for (const [field, kind] of fieldsOf(route.body())) {
        await fc.assert(
          fc.asyncProperty(kind === "date" ? fc.oneof(badScalar, badDate) : badScalar, async (bad) => {
            const response = await api.app.inject({
              method: route.method,
              url: route.url(),
              headers: { authorization: api.authorization, "content-type": "application/json" },
              payload: JSON.stringify(withValue(route.body(), field, bad)),
            });
            expect(response.statusCode, `${name} ${field}=${JSON.stringify(bad)}: ${response.body}`).toBe(400);
            const body = errorBodySchema.parse(response.json());
            expect(body.error.code).toBe("bad_request");
            expect(Object.keys(body.error.fields ?? {}).length, `${name} ${field}: names the field`).toBeGreaterThan(0);
          }),
          { numRuns: 8 },
        );
      }
      // A bad key in the path: refused the same way.
      const path = route.url().replace(/\/([^/]+)$/, (_, last: string) => `/${last}%00`);
      if (
        path !== route.url() &&
        !/\/(customers|suppliers|parts|purchase-orders|work-orders|status|lines|revisions|packing-slips|error)%00$/.test(
          path,
        )
      ) {
        const response = await api.app.inject({
          method: route.method,
          url: path,
          headers: { authorization: api.authorization },
          payload: route.body(),
        });
        expect(response.statusCode, `${name}: NUL in the path`).toBe(400);
      }
      expect(await snapshot(), `${name}: nothing written`).toBe(before);
    },
    120_000,
  );

  /** The answer is a 400 in the error shape whose `fields` name `parameter`. */
  function expectRefused(
    response: { statusCode: number; body: string; json(): unknown },
    parameter: string,
    what: string,
  ): void {
    expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.error.code, what).toBe("bad_request");
    expect(Object.keys(body.error.fields ?? {}), `${what}: names ${parameter}`).toContain(parameter);
  }

  /** A request the property tests make: where the value goes (`@` in the URL), and the parameter it is. */
  interface Probe {
    method: "GET" | "POST" | "PUT" | "DELETE";
    url: () => string;
    parameter: string;
    body?: () => Record<string, unknown> | string;
  }

  // Query and path values, on reads and writes; `@` is where the generated value goes.
  const encodingProbes: Record<string, Probe> = {
    "GET /customers?q=": { method: "GET", url: () => "/api/customers?q=@&page=1", parameter: "q" },
    "GET /work-orders/batch?wo=": {
      method: "GET",
      url: () => `/api/work-orders/batch?wo=${woNumber}&wo=@`,
      parameter: "wo",
    },
    "GET /history?key=": { method: "GET", url: () => "/api/history?entity=customer&key=@", parameter: "key" },
    "POST /customers/{id}/attachments?note=": {
      method: "POST",
      url: () => "/api/customers/ACME/attachments?fileName=probe.pdf&kind=Other&note=@",
      parameter: "note",
      body: () => "%PDF-1.7 probe",
    },
    "POST /customers/{id}/attachments?fileName=": {
      method: "POST",
      url: () => "/api/customers/ACME/attachments?fileName=@.pdf",
      parameter: "fileName",
      body: () => "%PDF-1.7 probe",
    },
    "DELETE /attachments/{id}?version=": {
      method: "DELETE",
      url: () => `/api/attachments/${attachmentId}?version=1@`,
      parameter: "version",
    },
    "GET /customers/{customerId}": { method: "GET", url: () => "/api/customers/AC@ME", parameter: "customerId" },
    "PUT /suppliers/{supplierName}": {
      method: "PUT",
      url: () => "/api/suppliers/Probe%20@Plating",
      parameter: "supplierName",
      body: () => ({ Version: 1, Notes: "x" }),
    },
    "PUT /parts/{partNumber}/{revision} (part number)": {
      method: "PUT",
      url: () => "/api/parts/7731-204@/B",
      parameter: "partNumber",
      body: () => ({ Version: 1, Notes: "x" }),
    },
    "PUT /parts/{partNumber}/{revision} (revision)": {
      method: "PUT",
      url: () => "/api/parts/7731-204/B@",
      parameter: "revision",
      body: () => ({ Version: 1, Notes: "x" }),
    },
    "PUT /attachments/{attachmentId}": {
      method: "PUT",
      url: () => "/api/attachments/@",
      parameter: "attachmentId",
      body: () => ({ Version: 1, Note: "x" }),
    },
    "DELETE /purchase-orders/{poKey}/lines/{lineNumber}": {
      method: "DELETE",
      url: () => `/api/purchase-orders/${poKey}/lines/1@?version=1`,
      parameter: "lineNumber",
    },
  };

  async function send(probe: Probe, value: string) {
    const body = probe.body?.();
    return api.app.inject({
      method: probe.method,
      url: probe.url().replace("@", value),
      headers: {
        authorization: api.authorization,
        ...(typeof body === "string"
          ? { "content-type": "application/pdf" }
          : body
            ? { "content-type": "application/json" }
            : {}),
      },
      ...(body === undefined ? {} : { payload: typeof body === "string" ? body : JSON.stringify(body) }),
    });
  }

  const utf8 = new TextDecoder("utf-8", { fatal: true });
  const isUtf8 = (bytes: Uint8Array) => {
    try {
      utf8.decode(bytes);
      return true;
    } catch {
      return false;
    }
  };
  const escaped = (bytes: Iterable<number>, lowerCase: boolean) =>
    [...bytes]
      .map((byte) => `%${byte.toString(16).padStart(2, "0")[lowerCase ? "toLowerCase" : "toUpperCase"]()}`)
      .join("");
  /** Bytes that are not UTF-8: random ones, and the classic faults (surrogates, overlong forms, cut-off sequences, stray continuation bytes, past U+10FFFF). */
  const notUtf8 = fc.oneof(
    fc.uint8Array({ minLength: 1, maxLength: 6 }).filter((bytes) => !isUtf8(bytes)),
    fc.constantFrom(
      [0xed, 0xa0, 0x80],
      [0xed, 0xbf, 0xbf],
      [0xc0, 0x80],
      [0xc1, 0xbf],
      [0xe0, 0x80, 0xaf],
      [0xc3, 0x28],
      [0xe2, 0x82],
      [0x80],
      [0xbf],
      [0xf4, 0x90, 0x80, 0x80],
      [0xf5],
      [0xff],
      [0xfe, 0xff],
    ),
  );
  /** A `%` that starts no escape at all. */
  const notAnEscape = fc.constantFrom("%", "%G1", "%4", "%%", "%zz", "%-1");
  const brokenEncoding = fc
    .tuple(
      fc.stringMatching(/^[A-Za-z0-9]{0,5}$/),
      fc.oneof(
        fc.tuple(notUtf8, fc.boolean()).map(([bytes, lowerCase]) => escaped(bytes, lowerCase)),
        notAnEscape,
      ),
      fc.constantFrom("", "zz", "%C3%A9", "-1"),
    )
    .map(([before, broken, after]) => `${before}${broken}${after}`);

  it.each(Object.keys(encodingProbes))(
    "broken percent-encoding: %s answers 400 naming the parameter, and writes nothing",
    async (name) => {
      const probe = encodingProbes[name]!;
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(brokenEncoding, async (value) =>
          expectRefused(await send(probe, value), probe.parameter, `${name} ${value}`),
        ),
        { numRuns: 12 },
      );
      expect(await snapshot(), `${name}: nothing written`).toBe(before);
    },
    120_000,
  );

  // Numerals JavaScript's Number() reads as `n`, but that are not digits.
  const notDigitsFor = (n: number) =>
    fc.constantFrom(
      `${n}e0`,
      `${n}E0`,
      `${n * 10}e-1`,
      `0x${n.toString(16)}`,
      `0o${n.toString(8)}`,
      `0b${n.toString(2)}`,
      `${n}.0`,
      `${n}.`,
      `+${n}`,
      `%20${n}`,
      `${n}%20`,
      `%09${n}`,
      `${n}.000`,
    );
  const numberProbes: Record<string, Probe & { value: number }> = {
    "GET /customers?page=": { method: "GET", url: () => "/api/customers?page=@", parameter: "page", value: 1 },
    "GET /parts?pageSize=": { method: "GET", url: () => "/api/parts?pageSize=@", parameter: "pageSize", value: 10 },
    "GET /customers/{id}/purchase-orders?limit=": {
      method: "GET",
      url: () => "/api/customers/ACME/purchase-orders?limit=@",
      parameter: "limit",
      value: 5,
    },
    "GET /reports/open-orders?page=": {
      method: "GET",
      url: () => "/api/reports/open-orders?page=@",
      parameter: "page",
      value: 2,
    },
    "DELETE /attachments/{id}?version=": {
      method: "DELETE",
      url: () => `/api/attachments/${attachmentId}?version=@`,
      parameter: "version",
      value: 1,
    },
    "DELETE /purchase-orders/{poKey}/lines/{n}?version=": {
      method: "DELETE",
      url: () => `/api/purchase-orders/${poKey}/lines/1?version=@`,
      parameter: "version",
      value: 1,
    },
  };

  it.each(Object.keys(numberProbes))(
    "numbers in the query are digits only: %s",
    async (name) => {
      const probe = numberProbes[name]!;
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(notDigitsFor(probe.value), async (value) =>
          expectRefused(await send(probe, value), probe.parameter, `${name} ${value}`),
        ),
        { numRuns: 13 },
      );
      expect(await snapshot(), `${name}: nothing written`).toBe(before);
    },
    120_000,
  );

  it("reads digits in the query, leading zeros and all", async () => {
    const page = await send(numberProbes["GET /customers?page="]!, "0002");
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ Page: 2 });
    const size = await send(numberProbes["GET /parts?pageSize="]!, "010");
    expect(size.json()).toMatchObject({ PageSize: 10 });
  });
});
