import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./format-date";

// vitest.config.ts runs this file once per project: design-system (America/Los_Angeles) and
// design-system-tz-tokyo (Asia/Tokyo).
const zone = process.env.TZ;
const timestamp = "2024-03-05T17:30:00Z";
const expectedByZone: Record<string, { offset: number; date: string; dateTime: string }> = {
  "America/Los_Angeles": { offset: 480, date: "03/05/2024", dateTime: "03/05/2024 09:30 AM" },
  "Asia/Tokyo": { offset: -540, date: "03/06/2024", dateTime: "03/06/2024 02:30 AM" },
};
const expected = expectedByZone[zone ?? ""];

describe(`formatters under TZ=${zone}`, () => {
  it("really runs in that time zone", () => {
    expect(expected, `run under TZ America/Los_Angeles or Asia/Tokyo, not ${zone}`).toBeDefined();
    // January: no daylight saving in either zone.
    expect(new Date("2024-01-15T12:00:00Z").getTimezoneOffset()).toBe(expected?.offset);
  });

  it("prints a calendar date as written, whatever the zone", () => {
    expect(formatDate("2024-03-05")).toBe("03/05/2024");
    expect(formatDate("2024-01-01")).toBe("01/01/2024");
    expect(formatDate("2023-12-31")).toBe("12/31/2023");
    expect(formatDate("2024-02-29")).toBe("02/29/2024");
    expect(formatDate(" 2024-03-05 ")).toBe("03/05/2024");
  });

  it("prints a timestamp in the viewer's zone", () => {
    expect(formatDate(timestamp)).toBe(expected?.date);
    expect(formatDateTime(timestamp)).toBe(expected?.dateTime);
    expect(formatDate(new Date(timestamp))).toBe(expected?.date);
    expect(formatDate(Date.parse(timestamp))).toBe(expected?.date);
  });

  it("formats date-times with a 12-hour clock", () => {
    expect(formatDateTime(new Date(2024, 2, 5, 0, 5))).toBe("03/05/2024 12:05 AM");
    expect(formatDateTime(new Date(2024, 2, 5, 12, 0))).toBe("03/05/2024 12:00 PM");
    expect(formatDateTime(new Date(2024, 2, 5, 23, 59))).toBe("03/05/2024 11:59 PM");
    expect(formatDateTime(new Date(2024, 2, 5, 9, 7))).toBe("03/05/2024 09:07 AM");
    expect(formatDateTime("2024-03-05")).toBe("03/05/2024 12:00 AM");
  });

  it.each([
    null,
    undefined,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    "",
    "abc",
    "2024-02-30",
    "2023-02-29",
    "2024-13-01",
    "2024-00-10",
    "2024-04-31",
    "2024-02-30T10:00:00Z",
    "03/05/2024",
    new Date("nonsense"),
  ])("gives an empty string for %j", (value) => {
    expect(formatDate(value)).toBe("");
    expect(formatDateTime(value)).toBe("");
  });
});
