/**
 * A client generated from the OpenAPI document, used as a program outside this repo would:
 * `npm test -- api` generates `shopdesk-openapi` (openapi-typescript) from the document and
 * typechecks this file against it. Each `@ts-expect-error` is a mistake the document must catch.
 */
import createClient from "openapi-fetch";
import type { paths } from "shopdesk-openapi";

const client = createClient<paths>({
  baseUrl: "https://shopdesk.test",
  headers: { authorization: "Bearer <access token>" },
});

export async function sample(): Promise<string[]> {
  const customers = await client.GET("/api/customers", {
    params: { query: { q: "acme", sort: "-Name", pageSize: 50 } },
  });
  const names: string[] = customers.data?.Items.map((customer) => customer.Name) ?? [];

  const part = await client.GET("/api/parts/{partNumber}/{revision}", {
    params: { path: { partNumber: "7731-204", revision: "B" } },
  });
  const breaks: string[] = part.data?.Pricing.Breaks.map((row) => row.UnitPrice) ?? [];

  // Money as a decimal string or a number, dates as YYYY-MM-DD.
  const po = await client.POST("/api/purchase-orders", {
    body: {
      CustomerId: "ACME",
      PONumber: "4500-17",
      PODate: "2026-03-02",
      Lines: [{ PartNumber: "7731-204", Revision: "B", Quantity: 10, UnitPrice: "12.5000", DueDate: "2026-04-01" }],
    },
  });
  if (po.error) return [po.error.error.message];
  const line = await client.PUT("/api/purchase-orders/{poKey}/lines/{lineNumber}", {
    params: { path: { poKey: String(po.data.POKey), lineNumber: "1" } },
    body: { Version: po.data.Version, UnitPrice: 12.75 },
  });

  // A …/link route takes no body.
  const link = await client.POST("/api/reports/late-work-orders.csv/link", {
    params: { query: { dueTo: "2026-03-31", sort: "-DueDate" } },
  });

  // @ts-expect-error CustomerId is required.
  await client.POST("/api/customers", { body: { Name: "No id" } });
  // @ts-expect-error sort takes the list's fields only.
  await client.GET("/api/customers", { params: { query: { sort: "Colour" } } });
  const refusal = await client.GET("/api/customers/{customerId}", { params: { path: { customerId: "ACME" } } });
  // @ts-expect-error a refusal is the Error shape, not the record.
  const wrong: string = refusal.error?.Name;

  return [...names, ...breaks, String(line.data?.Version), link.data?.Url ?? "", wrong];
}
