import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BarChartFigure } from "./bar-chart-figure";
import { formatCompactCurrency } from "../format";
import { manyMonths, noShipments, weeklyShipments } from "./fixtures";

const meta = {
  title: "Data display/BarChartFigure",
  component: BarChartFigure,
  args: {
    title: "Shipped per week",
    description: "Last 12 weeks, Monday to Sunday",
    data: weeklyShipments,
    categoryHeader: "Week",
    valueHeader: "Shipped",
    formatAxisValue: formatCompactCurrency,
    // Screenshots must not catch the bars mid-growth.
    isAnimationActive: false,
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof BarChartFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chart shows; its table is in the accessibility tree only (visually hidden). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("figure", { name: /Shipped per week/ })).toBeVisible();
    const table = canvas.getByRole("table", { name: "Shipped per week" });
    await expect(table.parentElement).toHaveClass("sr-only");
    await expect(within(table).getAllByRole("row")).toHaveLength(13);
    await expect(within(table).getByRole("row", { name: "Week of 11/09 $24,980.10" })).toBeInTheDocument();
    // Eleven bars: the quiet week (zero) draws none.
    await expect(canvasElement.querySelectorAll('[data-slot="bar-chart-bar"]')).toHaveLength(11);
  },
};

/** "Show data table" swaps the chart for its table, and back. */
export const ShowTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Show data table" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("table", { name: "Shipped per week" }).parentElement).not.toHaveClass("sr-only");
    await expect(canvasElement.querySelector('[data-slot="bar-chart"]')).toBeNull();
    await expect(canvas.getByRole("cell", { name: "$0.00" })).toBeVisible();
  },
};

/** Every week zero: a message instead of an empty plot, the table still there. */
export const Empty: Story = {
  args: { data: noShipments, emptyMessage: "Nothing shipped in the last 12 weeks." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nothing shipped in the last 12 weeks.")).toBeVisible();
  },
};

/** Sixty months: the axis thins its labels instead of overlapping them. */
export const ManyBars: Story = {
  args: {
    title: "Sales by month",
    description: "Jan 2022 – Dec 2026",
    data: manyMonths,
    categoryHeader: "Month",
    valueHeader: "Sales",
  },
  decorators: [(Story) => <div className="max-w-4xl">{Story()}</div>],
  globals: { viewport: { value: "desktop", isRotated: false } },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
};
