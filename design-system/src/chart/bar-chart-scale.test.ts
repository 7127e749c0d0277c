import { describe, expect, it } from "vitest";
import { categoryLabelStep, niceStep, truncateLabel, valueScale } from "./bar-chart-scale";

describe("valueScale", () => {
  it("runs from zero to past the largest value in round steps", () => {
    expect(valueScale([12480, 8125.5, 24980.1, 0])).toEqual({ min: 0, max: 30000, ticks: [0, 10000, 20000, 30000] });
    expect(valueScale([55000, 20000]).ticks).toEqual([0, 20000, 40000, 60000]);
    expect(valueScale([0.3]).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it("extends below zero for a negative value", () => {
    expect(valueScale([-500, 1500])).toEqual({ min: -500, max: 1500, ticks: [-500, 0, 500, 1000, 1500] });
  });

  it("still has a zero line and a step when every value is zero", () => {
    expect(valueScale([0, 0]).ticks).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});

describe("niceStep", () => {
  it("rounds up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect([0.7, 1.3, 2.2, 3, 6245, 13750].map(niceStep)).toEqual([1, 2, 2.5, 5, 10000, 20000]);
  });
});

describe("category labels", () => {
  it("skips labels only when they would touch", () => {
    expect(categoryLabelStep(["09/07", "09/14"], 60, 7, 8)).toBe(1);
    expect(categoryLabelStep(["09/07", "09/14"], 21, 7, 8)).toBe(3);
  });

  it("cuts a label that cannot fit even alone", () => {
    expect(truncateLabel("Week of 09/07/2026", 70, 7)).toBe("Week of 0…");
    expect(truncateLabel("09/07", 70, 7)).toBe("09/07");
  });
});
