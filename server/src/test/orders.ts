import type { TestApi } from "./api.js";

/**
 * A small catalog for the orders tests, made through the API: customer ACME (shipping
 * address of its own, Net 45) and BOLT (ship to billing), parts with price breaks, one
 * inactive part and one superseded revision.
 */
export async function orderCatalog(api: TestApi): Promise<void> {
  const ok = async (method: "POST" | "PUT", url: string, body: object) => {
    const answer = await api.call(method, url, body);
    if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  await ok("POST", "/api/customers", {
    CustomerId: "ACME",
    Name: "Acme Aerospace Inc.",
    BillingAddress1: "1 Billing Way",
    BillingCity: "Wichita",
    ShippingSameAsBilling: false,
    ShippingAddress1: "200 Dock Road",
    ShippingCity: "Wichita",
    ShippingRegion: "KS",
    ShippingPostalCode: "67201",
    ShippingCountry: "US",
    PaymentTerms: "Net 45",
  });
  await ok("POST", "/api/customers", {
    CustomerId: "BOLT",
    Name: "Bolt Aero",
    BillingAddress1: "9 Bolt St",
    BillingCity: "Tulsa",
  });
  await ok("POST", "/api/customers", { CustomerId: "GONE", Name: "Gone Ltd", Active: false });
  const breaks = [
    { MinQuantity: 1, UnitPrice: "12.5" },
    { MinQuantity: 10, UnitPrice: "11" },
    { MinQuantity: 100, UnitPrice: "9.8765" },
  ];
  await ok("POST", "/api/parts", {
    PartNumber: "7731-204",
    Revision: "A",
    Description: "Bracket, Mounting",
    CustomerId: "ACME",
    Material: "6061-T6",
    Pricing: { Breaks: breaks },
  });
  await ok("POST", "/api/parts/7731-204/A/revisions", { Revision: "B" });
  // Revision A of ACME's, unless `fields` say otherwise.
  const part = (PartNumber: string, Description: string, fields: object) =>
    ok("POST", "/api/parts", { PartNumber, Revision: "A", Description, CustomerId: "ACME", ...fields });
  const priced = (MinQuantity: number, UnitPrice: string) => ({ Pricing: { Breaks: [{ MinQuantity, UnitPrice }] } });
  await part("THIRD", "A third of a dollar", priced(1, "0.3333"));
  await part("NOPRICE", "Priced from 50 up", priced(50, "2"));
  await part("OLD-1", "Inactive", { Active: false });
  await part("BOLT-9", "Bolt's own part", { CustomerId: "BOLT", ...priced(1, "3") });
}

/** A new ACME PO through the API with the given lines; answers its body. */
export async function makePurchaseOrder(api: TestApi, poNumber: string, lines: object[], extra: object = {}) {
  const answer = await api.call("POST", "/api/purchase-orders", {
    CustomerId: "ACME",
    PONumber: poNumber,
    PODate: "2026-03-02",
    Lines: lines,
    ...extra,
  });
  if (answer.status !== 201)
    throw new Error(`POST /api/purchase-orders: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as {
    POKey: number;
    Version: number;
    Status: string;
    Amount: string;
    Lines: { LineNumber: number; Version: number }[];
  };
}

export const line = (quantity: number, extra: object = {}) => ({
  PartNumber: "7731-204",
  Revision: "B",
  Quantity: quantity,
  DueDate: "2099-04-01",
  ...extra,
});
