import { describe, expect, it } from "vitest";
import { daysBetween } from "./days";

describe("daysBetween", () => {
  it("counts calendar days, across months, years and daylight-saving changes", () => {
    expect(daysBetween("2026-11-14", "2026-11-21")).toBe(7);
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2025-12-31", "2026-01-01")).toBe(1);
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
    expect(daysBetween("2026-11-21", "2026-11-14")).toBe(-7);
  });

  it("gives null for what is not a calendar date", () => {
    expect(daysBetween("11/21/2026", "2026-11-21")).toBeNull();
    expect(daysBetween("2026-11-21", "")).toBeNull();
  });
});
