import { describe, expect, it } from "vitest";
import { parseListParams, writeListParams } from "../../shared/lists/list-params";
import { hasPurchaseOrderFilters, purchaseOrderListSpec, toPurchaseOrderFilters } from "./purchase-order-list-params";

const parse = (query: string) => parseListParams(new URLSearchParams(query), purchaseOrderListSpec);

describe("the PO list's URL", () => {
  it("defaults to every PO, newest first", () => {
    const filters = toPurchaseOrderFilters(parse(""));
    expect(filters).toEqual({
      q: "",
      status: undefined,
      customerId: "",
      from: undefined,
      to: undefined,
      late: undefined,
      sort: "-PODate",
      page: 1,
      pageSize: 25,
    });
    expect(hasPurchaseOrderFilters(filters)).toBe(false);
  });

  it("reads every filter", () => {
    const filters = toPurchaseOrderFilters(
      parse(
        "q=4500&status=Partially+Shipped&customer=acme&from=2024-01-01&to=2024-03-31&late=true&sort=PONumber&page=3",
      ),
    );
    expect(filters).toMatchObject({
      q: "4500",
      status: "Partially Shipped",
      customerId: "ACME",
      from: "2024-01-01",
      to: "2024-03-31",
      late: "true",
      sort: "PONumber",
      page: 3,
    });
    expect(hasPurchaseOrderFilters(filters)).toBe(true);
  });

  it("falls back on values it does not know", () => {
    const filters = toPurchaseOrderFilters(
      parse("status=Lost&late=yes&from=03/05/2024&to=2024-02-31x&sort=Amount&page=0"),
    );
    expect(filters).toMatchObject({
      status: undefined,
      late: undefined,
      from: undefined,
      to: undefined,
      sort: "-PODate",
      page: 1,
    });
  });

  it("leaves the defaults out when written back", () => {
    const params = { ...parse(""), status: "Open", late: "true" };
    expect(writeListParams(new URLSearchParams("new=1"), params, purchaseOrderListSpec).toString()).toBe(
      "new=1&status=Open&late=true",
    );
  });
});
