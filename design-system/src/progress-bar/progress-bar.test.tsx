import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProgressBar, progressPercent } from "./progress-bar";

describe("progressPercent", () => {
  it("is the whole percent done, rounded down so 100 means finished", () => {
    expect(progressPercent(1200, 5000)).toBe(24);
    expect(progressPercent(4999, 5000)).toBe(99);
    expect(progressPercent(5000, 5000)).toBe(100);
  });

  it("stays within 0–100 whatever it is given", () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(10, 0)).toBe(0);
    expect(progressPercent(-5, 100)).toBe(0);
    expect(progressPercent(150, 100)).toBe(100);
    expect(progressPercent(Number.NaN, 100)).toBe(0);
  });
});

describe("ProgressBar", () => {
  it("is a named progressbar with its percent in aria-valuenow", () => {
    render(<ProgressBar label="Importing parts.csv" value={3} max={4} valueText="3 of 4 rows" />);
    const bar = screen.getByRole("progressbar", { name: "Importing parts.csv" });
    expect(bar).toHaveAttribute("aria-valuenow", "75");
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "3 of 4 rows");
  });
});
