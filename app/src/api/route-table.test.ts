import { customerRoutes, historyRoutes } from "@shopdesk/contract";
import { describe, expect, it, vi } from "vitest";
import { createApiClient, pathOf, type ApiClient } from "./client";

describe("calls by the route table", () => {
  it("fills the path's parameters, encoded, and leaves empty query values out", () => {
    expect(pathOf(customerRoutes.get, { params: { customerId: "AC/ME 1" } })).toBe("/customers/AC%2FME%201");
    expect(pathOf(customerRoutes.list, { query: { q: "", active: "all", sort: "-Name", page: 2 } })).toBe(
      "/customers?active=all&sort=-Name&page=2",
    );
  });

  it("sends the route's method, its path and the body as JSON", async () => {
    const fetch = vi.fn(async () => new Response('{"CustomerId":"ACME"}', { status: 200 }));
    const api = createApiClient({ getAccessToken: () => "t", fetch });

    await api.call(customerRoutes.update, { params: { customerId: "ACME" }, body: { Version: 3, Name: "Acme" } });

    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/customers/ACME");
    expect(init.method).toBe("PUT");
    expect(init.body).toBe('{"Version":3,"Name":"Acme"}');
  });
});

/**
 * A drift between a route and its caller fails `tsc -b` (npm test's typecheck): each line below
 * is a mistake the route table must refuse. Never run; if one stops being an error, the
 * `@ts-expect-error` above it is unused, and that fails the typecheck too.
 */
export async function driftsThatFailTheTypecheck(api: ApiClient) {
  // @ts-expect-error a path parameter the route does not have
  await api.call(customerRoutes.get, { params: { id: "ACME" } });
  // @ts-expect-error a route with a path parameter called without it
  await api.call(customerRoutes.get, {});
  // @ts-expect-error a query field the list does not take
  await api.call(customerRoutes.list, { query: { status: "Open" } });
  // @ts-expect-error a query the route needs (which record's history) left out
  await api.call(historyRoutes.get);
  // @ts-expect-error a sort by a field the list does not sort by
  await api.call(customerRoutes.list, { query: { sort: "Phone" } });
  // @ts-expect-error a body field of the wrong type
  await api.call(customerRoutes.update, { params: { customerId: "ACME" }, body: { Version: "3" } });
  const customer = await api.call(customerRoutes.get, { params: { customerId: "ACME" } });
  // @ts-expect-error a field the answer does not have
  void customer.Customer;
  // @ts-expect-error the answer read as another route's
  const _list: Awaited<ReturnType<typeof api.call<typeof customerRoutes.list>>> = customer;
}
