import { describe, expect, it } from "vitest";
import { parseListParams, writeListParams } from "../../shared/lists/list-params";
import { DATE_MESSAGE } from "@shopdesk/contract";
import { dueDateError, hasWorkOrderFilters, toWorkOrderFilters, workOrderListSpec } from "./work-order-list-params";

const parse = (query: string) => parseListParams(new URLSearchParams(query), workOrderListSpec);

describe("the WO list's URL", () => {
  it("is bare for the default list: every open and closed WO by due date", () => {
    const params = parse("");
    expect(writeListParams(new URLSearchParams(), params, workOrderListSpec).toString()).toBe("");
    expect(toWorkOrderFilters(params)).toEqual({
      q: "",
      status: undefined,
      customerId: "",
      dueFrom: undefined,
      dueTo: undefined,
      late: undefined,
      sort: "DueDate",
      page: 1,
      pageSize: 25,
    });
    expect(hasWorkOrderFilters(params)).toBe(false);
  });

  it("carries every filter, and the API gets them in its names", () => {
    const params = parse(
      "q=7731&status=On+Hold&customer=acme&dueFrom=2026-11-01&dueTo=2026-11-30&late=true&sort=-WONumber&page=2",
    );
    expect(toWorkOrderFilters(params)).toEqual({
      q: "7731",
      status: "On Hold",
      customerId: "ACME",
      dueFrom: "2026-11-01",
      dueTo: "2026-11-30",
      late: "true",
      sort: "-WONumber",
      page: 2,
      pageSize: 25,
    });
    expect(hasWorkOrderFilters(params)).toBe(true);
  });

  it("ignores values it cannot use", () => {
    const filters = toWorkOrderFilters(parse("status=Shipped&late=maybe&dueFrom=11/01/2026&sort=Amount"));
    expect(filters).toMatchObject({ status: undefined, late: undefined, dueFrom: undefined, sort: "DueDate" });
  });

  it("leaves out a due date that is not a real day, and flags it with the server's message", () => {
    const filters = toWorkOrderFilters(parse("dueFrom=2024-02-30&dueTo=20245-01-01"));
    expect(filters).toMatchObject({ dueFrom: undefined, dueTo: undefined });
    expect(dueDateError("2024-02-30")).toBe(DATE_MESSAGE);
    expect(dueDateError("20245-01-01")).toBe(DATE_MESSAGE);
    expect(dueDateError("2024-02-29")).toBeUndefined();
    expect(dueDateError("")).toBeUndefined();
  });
});
