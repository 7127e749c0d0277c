import { describe, expect, it } from "vitest";
import { listTotal, toQueryString } from "./list";

const page = (Page: number, rows: number, Total: number, TotalIsExact: boolean) => ({
  Items: Array.from({ length: rows }, (_, index) => index),
  Total,
  TotalIsExact,
  Page,
  PageSize: 25,
});

describe("listTotal", () => {
  it("passes an exact count through", () => {
    expect(listTotal(page(2, 25, 345, true))).toEqual({ total: 345, isTotalExact: true });
  });

  it("keeps a capped count open-ended, past page 40 too", () => {
    expect(listTotal(page(1, 25, 1000, false))).toEqual({ total: 1000, isTotalExact: false });
    expect(listTotal(page(41, 25, 1000, false))).toEqual({ total: 1025, isTotalExact: false });
  });

  it("knows the end once a page past the cap comes back short", () => {
    expect(listTotal(page(43, 7, 1000, false))).toEqual({ total: 1057, isTotalExact: true });
  });
});

describe("toQueryString", () => {
  it("repeats the name for each value of a list, as `?wo=1&wo=2` names two WOs", () => {
    expect(toQueryString({ wo: ["100001", "100002"], q: "", page: 2 })).toBe("?wo=100001&wo=100002&page=2");
    expect(toQueryString({ wo: [] })).toBe("");
  });
});
