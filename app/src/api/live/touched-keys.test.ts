import type { ChangeEvent } from "@shopdesk/contract";
import { unstable_serialize, type Cache } from "swr";
import { describe, expect, it } from "vitest";
import { isCurrentHere, isTouchedBy } from "./touched-keys";

const event = (change: Partial<ChangeEvent>): ChangeEvent => ({
  Seq: "1",
  Kind: "purchase_order",
  Key: "233",
  Version: 4,
  Action: "update",
  Fields: ["Notes"],
  Subject: "marcus",
  Name: "Marcus Lee",
  At: "2026-12-07T16:00:00.000Z",
  ...change,
});

const touched = (change: Partial<ChangeEvent>, keys: unknown[][]) =>
  keys.filter((key) => isTouchedBy(key, event(change))).map((key) => key.join(" "));

const keys = [
  ["purchase-orders", "detail", "233"],
  ["purchase-orders", "detail", "234"],
  ["purchase-orders", "list", { status: "open" }],
  ["purchase-orders", "packing-slip", "233", "2"],
  ["customers", "detail", "ACME"],
  ["customers", "list", {}],
  ["customers", "purchase-orders", "ACME", 10],
  ["work-orders", "detail", "100001"],
  ["work-orders", "batch", "100001,100002"],
  ["work-orders", "list", {}],
  ["parts", "detail", "BRK-1", "A"],
  ["reports", "dashboard"],
  ["history", "purchase_order", "233"],
  ["history", "customer", "ACME"],
  ["attachments", "list", "/purchase-orders/233/attachments"],
];

describe("the cached answers a change makes stale", () => {
  it("a packing slip: its PO, the PO lists, the customer's POs, its history, the figures and the WOs", () => {
    expect(touched({ Kind: "packing_slip", Key: "233/2", Action: "create", Fields: [] }, keys)).toEqual([
      "purchase-orders detail 233",
      "purchase-orders list [object Object]",
      "purchase-orders packing-slip 233 2",
      "customers purchase-orders ACME 10",
      "work-orders detail 100001",
      "work-orders batch 100001,100002",
      "work-orders list [object Object]",
      "reports dashboard",
      "history purchase_order 233",
    ]);
  });

  it("a WO: its entry, batches naming it, its lists, the figures and the POs showing their WOs", () => {
    expect(touched({ Kind: "work_order", Key: "100001", Fields: ["DueDate"] }, keys)).toEqual([
      "purchase-orders detail 233",
      "purchase-orders detail 234",
      "work-orders detail 100001",
      "work-orders batch 100001,100002",
      "work-orders list [object Object]",
      "reports dashboard",
    ]);
  });

  it("a customer's notes touch the customer alone; a new name reaches the order lists and figures", () => {
    expect(touched({ Kind: "customer", Key: "ACME", Fields: ["Notes"] }, keys)).toEqual([
      "customers detail ACME",
      "customers list [object Object]",
      "customers purchase-orders ACME 10",
      "history customer ACME",
    ]);
    expect(touched({ Kind: "customer", Key: "ACME", Fields: ["Name"] }, keys)).toContain("reports dashboard");
  });

  it("a file on a record refetches the files lists", () => {
    expect(touched({ Fields: ["Attachment"] }, keys)).toContain("attachments list /purchase-orders/233/attachments");
    expect(touched({ Fields: ["Notes"] }, keys)).not.toContain("attachments list /purchase-orders/233/attachments");
  });

  it("a part revision: its own entry, not another revision's", () => {
    expect(touched({ Kind: "part", Key: "BRK-1/A" }, keys)).toContain("parts detail BRK-1 A");
    expect(touched({ Kind: "part", Key: "BRK-1/B" }, keys)).not.toContain("parts detail BRK-1 A");
  });
});

function cacheWith(entries: [readonly unknown[], unknown][]): Cache {
  const map = new Map(entries.map(([key, data]) => [unstable_serialize(key), { data }]));
  return { get: (key: string) => map.get(key), set: () => {}, delete: () => {}, keys: () => map.keys() } as Cache;
}

describe("a change this tab already holds", () => {
  const cache = cacheWith([
    [["purchase-orders", "detail", "233"], { Version: 4, Lines: [{ LineNumber: 1, Version: 2 }] }],
    [["work-orders", "detail", "100001"], { Version: 7 }],
  ]);

  it("is not fetched again: its own save stored the answer at that Version", () => {
    expect(isCurrentHere(cache, event({ Version: 4 }))).toBe(true);
    expect(isCurrentHere(cache, event({ Kind: "po_line", Key: "233/1", Version: 2 }))).toBe(true);
    expect(isCurrentHere(cache, event({ Kind: "work_order", Key: "100001", Version: 6 }))).toBe(true);
  });

  it("is fetched when it is newer, not cached, gone, or of a record without its own entry", () => {
    expect(isCurrentHere(cache, event({ Version: 5 }))).toBe(false);
    expect(isCurrentHere(cache, event({ Key: "234", Version: 1 }))).toBe(false);
    expect(isCurrentHere(cache, event({ Kind: "po_line", Key: "233/1", Version: null }))).toBe(false);
    expect(isCurrentHere(cache, event({ Kind: "packing_slip", Key: "233/2", Version: 1 }))).toBe(false);
  });
});
