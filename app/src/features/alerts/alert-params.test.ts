import { describe, expect, it } from "vitest";
import { alertFiltersOf } from "./alert-params";
import { localToday } from "./local-today";

describe("the inbox's filters in the URL", () => {
  it("reads open alerts of every rule when the URL names none", () => {
    expect(alertFiltersOf(new URLSearchParams())).toEqual({
      state: "open",
      rule: undefined,
      unread: undefined,
      kind: undefined,
      key: undefined,
    });
  });

  it("keeps what it knows and drops what it does not: an unknown rule, a record kind without its key", () => {
    expect(
      alertFiltersOf(new URLSearchParams("state=all&rule=wo-late&unread=true&kind=work_order&key=100123")),
    ).toEqual({
      state: "all",
      rule: "wo-late",
      unread: "true",
      kind: "work_order",
      key: "100123",
    });
    expect(alertFiltersOf(new URLSearchParams("state=maybe&rule=everything&unread=yes&kind=work_order"))).toEqual({
      state: "open",
      rule: undefined,
      unread: undefined,
      kind: undefined,
      key: undefined,
    });
  });
});

describe("today in this browser", () => {
  it("is the local calendar day, not UTC's", () => {
    expect(localToday(new Date(2026, 11, 7, 23, 30))).toBe("2026-12-07");
    expect(localToday(new Date(2026, 0, 1, 0, 5))).toBe("2026-01-01");
  });
});
