import { describe, expect, it } from "vitest";
import { attachmentKeys } from "./keys";

describe("attachmentKeys.list", () => {
  it("keys each record's list by its route's path, its keys encoded", () => {
    const paths = [
      attachmentKeys.list({ Type: "part", PartNumber: "BRK/100", Revision: "B" }),
      attachmentKeys.list({ Type: "customer", CustomerId: "ACME" }),
      attachmentKeys.list({ Type: "supplier", SupplierName: "Anodize & Co" }),
      attachmentKeys.list({ Type: "purchase_order", POKey: 42 }),
      attachmentKeys.list({ Type: "work_order", WONumber: "1001" }),
      attachmentKeys.list({ Type: "packing_slip", POKey: 42, PSlipNumber: 3 }),
    ].map(([, , path]) => path);
    expect(paths).toEqual([
      "/parts/BRK%2F100/B/attachments",
      "/customers/ACME/attachments",
      "/suppliers/Anodize%20%26%20Co/attachments",
      "/purchase-orders/42/attachments",
      "/work-orders/1001/attachments",
      "/purchase-orders/42/packing-slips/3/attachments",
    ]);
  });
});
