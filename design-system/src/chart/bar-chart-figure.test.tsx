import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { BarChartFigure } from "./bar-chart-figure";
import { weeklyShipments } from "./fixtures";

const props = {
  title: "Shipped per week",
  data: weeklyShipments,
  categoryHeader: "Week",
  valueHeader: "Shipped",
  isAnimationActive: false,
} as const;

describe("BarChartFigure", () => {
  it("gives screen readers the data as a table while the chart shows", () => {
    render(<BarChartFigure {...props} />);
    const table = screen.getByRole("table", { name: "Shipped per week" });
    expect(table.parentElement).toHaveClass("sr-only");
    expect(within(table).getByRole("columnheader", { name: "Shipped" })).toBeInTheDocument();
    expect(within(table).getByRole("rowheader", { name: "Week of 09/28" })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="bar-chart"]')).toHaveAttribute("aria-hidden", "true");
  });

  it("shows the table in place of the chart when asked", async () => {
    render(<BarChartFigure {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Show data table" }));
    expect(screen.getByRole("table", { name: "Shipped per week" }).parentElement).not.toHaveClass("sr-only");
    expect(document.querySelector('[data-slot="bar-chart"]')).toBeNull();
    expect(screen.getByRole("figure")).toHaveAttribute("data-state", "table");
  });

  it("says so when every value is zero", () => {
    render(
      <BarChartFigure {...props} data={props.data.map((d) => ({ ...d, value: 0 }))} emptyMessage="Nothing shipped." />,
    );
    expect(screen.getByText("Nothing shipped.")).toBeInTheDocument();
  });
});

describe("BarChartFigure's bars", () => {
  it("draws a bar per value but zero, each column titled with its exact figure", () => {
    render(<BarChartFigure {...props} />);
    expect(document.querySelectorAll('[data-slot="bar-chart-bar"]')).toHaveLength(11);
    const titles = [...document.querySelectorAll('[data-slot="bar-chart-column"] > title')].map(
      (title) => title.textContent,
    );
    expect(titles).toHaveLength(12);
    expect(titles[3]).toBe("Week of 09/28: $0.00");
  });

  it("labels the value axis at round steps with the given format", () => {
    render(<BarChartFigure {...props} formatAxisValue={(value) => `$${value / 1000}k`} />);
    const ticks = [...document.querySelectorAll('[data-slot="bar-chart-value-tick"]')].map((tick) => tick.textContent);
    expect(ticks).toEqual(["$0k", "$10k", "$20k", "$30k"]);
  });
});
