import { describe, expect, it } from "vitest";
import {
  formatDateRange,
  formatDayMonth,
  formatMonth,
  formatMonthShort,
  formatQuantity,
  monthName,
} from "./report-format";

describe("report formatters", () => {
  it("names months from the text, never through a Date", () => {
    expect(formatMonth("2026-06")).toBe("June 2026");
    expect(formatMonth("2026-01-01")).toBe("January 2026");
    expect(formatMonthShort("2026-12")).toBe("Dec 2026");
    expect(formatMonthShort("2026-12", { withYear: false })).toBe("Dec");
    expect(monthName("2026-11-30")).toBe("November");
    expect(formatMonth("2026-13")).toBe("");
    expect(formatMonth("")).toBe("");
  });

  it("formats quantities, day-months and date ranges", () => {
    expect(formatQuantity(12480)).toBe("12,480");
    expect(formatQuantity(null)).toBe("");
    expect(formatDayMonth("2026-09-07")).toBe("09/07");
    expect(formatDateRange("2026-11-21", "2026-11-27")).toBe("11/21/2026 – 11/27/2026");
    expect(formatDateRange("2026-11-21", "")).toBe("from 11/21/2026");
    expect(formatDateRange("", "2026-11-27")).toBe("to 11/27/2026");
    expect(formatDateRange("", "")).toBe("");
  });
});
