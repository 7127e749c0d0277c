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
const badText = fc.tuple(fc.string({ maxLength: 8 }), badCharacter, fc.string({ maxLength: 8 })).map(([a, bad, b]) => `${a}${bad}${b}`);
const notAScalar = fc.constantFrom<unknown>({}, [1], { value: "x" });
const badDate = fc.oneof(
  fc.constantFrom("2024-02-30", "0000-01-01", "2023-13-01", "2023-00-10", "2023-04-31", "20230101", "2023-1-1"),
  fc.tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 13, max: 99 }), fc.integer({ min: 1, max: 28 })).map(
    ([year, month, day]) => `${String(year).padStart(4, "0")}-${month}-${String(day).padStart(2, "0")}`,
  ),
);
const badScalar = fc.oneof(badText, notAScalar);

type Kind = "scalar" | "date";
interface WriteRoute {
  method: "POST" | "PUT";
  url: () => string;
  schema: z.ZodMiniType;
  body: () => Record<string, unknown>;
  /** Dotted paths into the body, each a scalar field. */
  fields: Record<string, Kind>;
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

  const customerFields = {
    Name: "scalar",
    BillingAddress1: "scalar",
    BillingCity: "scalar",
    ShippingSameAsBilling: "scalar",
    ContactName: "scalar",
    Phone: "scalar",
    Email: "scalar",
    PaymentTerms: "scalar",
    Notes: "scalar",
    Active: "scalar",
  } satisfies Record<string, Kind>;
  const supplierFields = {
    SupplierName: "scalar",
    "Services.0": "scalar",
    ContactName: "scalar",
    Email: "scalar",
    City: "scalar",
    Notes: "scalar",
    ApprovalStatus: "scalar",
    CertificateExpires: "date",
    Active: "scalar",
  } satisfies Record<string, Kind>;
  const partFields = {
    Description: "scalar",
    CustomerId: "scalar",
    Material: "scalar",
    DrawingNumber: "scalar",
    UnitOfMeasure: "scalar",
    Notes: "scalar",
    Active: "scalar",
    "Pricing.LotCharge": "scalar",
    "Pricing.EffectiveDate": "date",
    "Pricing.QuoteReference": "scalar",
    "Pricing.Breaks.0.MinQuantity": "scalar",
    "Pricing.Breaks.0.UnitPrice": "scalar",
  } satisfies Record<string, Kind>;
  const headerFields = { PONumber: "scalar", PODate: "date", ShipToName: "scalar", ShipToCity: "scalar", Terms: "scalar", Notes: "scalar" } satisfies Record<
    string,
    Kind
  >;
  const lineFields = { PartNumber: "scalar", Revision: "scalar", Quantity: "scalar", UnitPrice: "scalar", DueDate: "date" } satisfies Record<string, Kind>;
  const slipHeader = { ShipDate: "date", Carrier: "scalar", TrackingNumber: "scalar", Boxes: "scalar", Weight: "scalar" } satisfies Record<string, Kind>;
  const operation = {
    "Operations.0.Sequence": "scalar",
    "Operations.0.Description": "scalar",
    "Operations.0.WorkCentre": "scalar",
    "Operations.0.PlannedHours": "scalar",
    "Operations.0.Status": "scalar",
  } satisfies Record<string, Kind>;
  const prefixed = (prefix: string, fields: Record<string, Kind>) =>
    Object.fromEntries(Object.entries(fields).map(([key, kind]) => [`${prefix}${key}`, kind]));

  const customer = { Name: "Probe Inc", BillingAddress1: "1 Way", BillingCity: "Tulsa", ShippingSameAsBilling: true, ContactName: "Pat", Phone: "555", Email: "a@b.co", PaymentTerms: "Net 30", Notes: "", Active: true };
  const supplier = { SupplierName: "Probe Plating", Services: ["Anodize"], ContactName: "Lee", Email: "l@p.co", City: "Tulsa", Notes: "", ApprovalStatus: "Approved", CertificateExpires: "2027-01-31", Active: true };
  const part = {
    Description: "Probe part",
    CustomerId: "ACME",
    Material: "6061",
    DrawingNumber: "D-1",
    UnitOfMeasure: "EA",
    Notes: "",
    Active: true,
    Pricing: { LotCharge: "0.00", EffectiveDate: "2026-01-01", QuoteReference: "Q1", Breaks: [{ MinQuantity: 1, UnitPrice: "1.0000" }] },
  };
  const header = { PONumber: "PROBE-1", PODate: "2026-03-02", ShipToName: "Dock", ShipToCity: "Wichita", Terms: "Net 30", Notes: "" };
  const poLine = { PartNumber: "7731-204", Revision: "B", Quantity: 2, UnitPrice: "1.5000", DueDate: "2099-04-01" };
  const slip = { ShipDate: "2026-03-05", Carrier: "UPS", TrackingNumber: "1Z", Boxes: 1, Weight: "2.50" };
  const op = { Sequence: 10, Description: "Mill", WorkCentre: "MILL-1", PlannedHours: "1.50", Status: "Pending" };

  const routes: Record<string, WriteRoute> = {
    "POST /customers": { method: "POST", url: () => "/api/customers", schema: createCustomerBody, body: () => ({ CustomerId: "PROBE", ...customer }), fields: { CustomerId: "scalar", ...customerFields } },
    "PUT /customers/{id}": { method: "PUT", url: () => "/api/customers/ACME", schema: updateCustomerBody, body: () => ({ Version: 1, ...customer }), fields: { Version: "scalar", ...customerFields } },
    "POST /suppliers": { method: "POST", url: () => "/api/suppliers", schema: supplierInput, body: () => supplier, fields: supplierFields },
    "PUT /suppliers/{name}": { method: "PUT", url: () => "/api/suppliers/Probe%20Plating", schema: updateSupplierBody, body: () => ({ Version: 1, ...supplier }), fields: { Version: "scalar", ...supplierFields } },
    "POST /parts": { method: "POST", url: () => "/api/parts", schema: createPartBody, body: () => ({ PartNumber: "PROBE-P", Revision: "A", ...part }), fields: { PartNumber: "scalar", Revision: "scalar", ...partFields } },
    "PUT /parts/{pn}/{rev}": { method: "PUT", url: () => "/api/parts/7731-204/B", schema: updatePartBody, body: () => ({ Version: 1, ...part }), fields: { Version: "scalar", ...partFields } },
    "POST /parts/{pn}/{rev}/revisions": { method: "POST", url: () => "/api/parts/7731-204/B/revisions", schema: newRevisionBody, body: () => ({ Revision: "Z", ...part }), fields: { Revision: "scalar", ...partFields } },
    "POST /purchase-orders": {
      method: "POST",
      url: () => "/api/purchase-orders",
      schema: createPurchaseOrderBody,
      body: () => ({ CustomerId: "ACME", ...header, Lines: [poLine] }),
      fields: { CustomerId: "scalar", ...headerFields, ...prefixed("Lines.0.", lineFields) },
    },
    "PUT /purchase-orders/{poKey}": { method: "PUT", url: () => `/api/purchase-orders/${poKey}`, schema: updatePurchaseOrderBody, body: () => ({ Version: 1, ...header }), fields: { Version: "scalar", ...headerFields } },
    "POST /purchase-orders/{poKey}/status": { method: "POST", url: () => `/api/purchase-orders/${poKey}/status`, schema: purchaseOrderStatusBody, body: () => ({ Status: "Closed", Version: 1 }), fields: { Status: "scalar", Version: "scalar" } },
    "POST /purchase-orders/{poKey}/lines": { method: "POST", url: () => `/api/purchase-orders/${poKey}/lines`, schema: addLineBody, body: () => ({ ...poLine, Version: 1 }), fields: { ...lineFields, Version: "scalar" } },
    "PUT /purchase-orders/{poKey}/lines/{n}": { method: "PUT", url: () => `/api/purchase-orders/${poKey}/lines/1`, schema: updateLineBody, body: () => ({ ...poLine, Version: 1 }), fields: { ...lineFields, Version: "scalar" } },
    "POST /purchase-orders/{poKey}/lines/{n}/work-orders": {
      method: "POST",
      url: () => `/api/purchase-orders/${poKey}/lines/1/work-orders`,
      schema: createLineWorkOrderBody,
      body: () => ({ Quantity: 1, DueDate: "2099-01-01", Notes: "" }),
      fields: { Quantity: "scalar", DueDate: "date", Notes: "scalar" },
    },
    "POST /purchase-orders/{poKey}/packing-slips": {
      method: "POST",
      url: () => `/api/purchase-orders/${poKey}/packing-slips`,
      schema: createPackingSlipBody,
      body: () => ({ ...slip, Lines: [{ LineNumber: 1, Quantity: 1, WONumber: null }] }),
      fields: { ...slipHeader, "Lines.0.LineNumber": "scalar", "Lines.0.Quantity": "scalar", "Lines.0.WONumber": "scalar" },
    },
    "PUT /purchase-orders/{poKey}/packing-slips/{n}": { method: "PUT", url: () => `/api/purchase-orders/${poKey}/packing-slips/1`, schema: updatePackingSlipBody, body: () => ({ ...slip, Version: 1 }), fields: { ...slipHeader, Version: "scalar" } },
    "POST /work-orders": {
      method: "POST",
      url: () => "/api/work-orders",
      schema: createStockWorkOrderBody,
      body: () => ({ PartNumber: "7731-204", Revision: "B", Quantity: 1, DueDate: "2099-01-01", Notes: "" }),
      fields: { PartNumber: "scalar", Revision: "scalar", Quantity: "scalar", DueDate: "date", Notes: "scalar" },
    },
    "PUT /work-orders/{wo}": {
      method: "PUT",
      url: () => `/api/work-orders/${woNumber}`,
      schema: updateWorkOrderBody,
      body: () => ({ Version: 1, Quantity: 2, DueDate: "2099-01-01", QuantityComplete: 0, QuantityScrapped: 0, Notes: "", Operations: [op] }),
      fields: { Version: "scalar", Quantity: "scalar", DueDate: "date", QuantityComplete: "scalar", QuantityScrapped: "scalar", Notes: "scalar", ...operation },
    },
    "POST /work-orders/{wo}/status": { method: "POST", url: () => `/api/work-orders/${woNumber}/status`, schema: workOrderStatusBody, body: () => ({ Status: "Released", Version: 1 }), fields: { Status: "scalar", Version: "scalar" } },
    "POST /logging/error": {
      method: "POST",
      url: () => "/api/logging/error",
      schema: errorReportBody,
      body: () => ({ request: { error: "TypeError: x is undefined", componentStack: "at App" } }),
      fields: { "request.error": "scalar", "request.componentStack": "scalar" },
    },
    // FileName is left out: a file name is cleaned of control characters, not refused (docs/api.md, "Attachments").
    "PUT /attachments/{id}": {
      method: "PUT",
      url: () => `/api/attachments/${attachmentId}`,
      schema: updateAttachmentBody,
      body: () => ({ Version: 1, Kind: "Certificate", Note: "Renewed", ExpiresOn: "2027-01-31", IsCurrentDrawing: false }),
      fields: { Version: "scalar", Kind: "scalar", Note: "scalar", ExpiresOn: "date", IsCurrentDrawing: "scalar" },
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
        'attachment', (select count(*) || ':' || coalesce(sum(version), 0) from attachment)) as state`.execute(api.test.database.db);
    return JSON.stringify(rows[0]?.state);
  }

  beforeAll(async () => {
    api = await openTestApi();
    await orderCatalog(api);
    poKey = (await makePurchaseOrder(api, "PROBE-BASE", [line(5)])).POKey;
    const wo = await api.call<{ WONumber: string }>("POST", "/api/work-orders", { PartNumber: "7731-204", Revision: "B", Quantity: 3, DueDate: "2099-01-01" });
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

  it.each(Object.keys(routes))("%s", async (name) => {
    const route = routes[name]!;
    // The base body is good, so a 400 below is the bad field's doing.
    expect(route.schema.safeParse(route.body()).success, `${name}: base body`).toBe(true);
    const before = await snapshot();
    for (const [field, kind] of Object.entries(route.fields)) {
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
    if (path !== route.url() && !/\/(customers|suppliers|parts|purchase-orders|work-orders|status|lines|revisions|packing-slips|error)%00$/.test(path)) {
      const response = await api.app.inject({ method: route.method, url: path, headers: { authorization: api.authorization }, payload: route.body() });
      expect(response.statusCode, `${name}: NUL in the path`).toBe(400);
    }
    expect(await snapshot(), `${name}: nothing written`).toBe(before);
  }, 120_000);
});
