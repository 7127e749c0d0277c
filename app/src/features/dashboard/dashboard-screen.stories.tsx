import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route, Routes } from "react-router-dom";
import { expect, userEvent, within } from "storybook/test";
import { ApiError } from "../../api/client";
import { appScreenStory } from "../../storybook/app-story-frame";
import { pending } from "../../storybook/story-api";
import { ReportsScreen } from "../reports/reports-screen";
import { reportsApi } from "../reports/story-api";
import { DashboardScreen } from "./dashboard-screen";
import { calmDashboard, emptyDashboard } from "./fixtures";
import { dashboardApi } from "./story-api";

const meta = {
  title: "App/Dashboard",
  component: DashboardScreen,
  ...appScreenStory({ api: dashboardApi(), route: { path: "/" } }),
  // The weekly chart draws at once, so the screenshot never catches bars mid-growth.
  args: { isChartAnimated: false },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).findByRole("link", { name });
/** The chart draws with the rest of the dashboard once its answer is in: wait for it before the screenshot. */
const chart = (canvasElement: HTMLElement) => within(canvasElement).findByRole("figure", { name: /Shipped per week/ });

/** Tiles, the 12-week chart (with its table for screen readers) and the three lists. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await tile(canvasElement, /^Open backlog/)).toHaveAttribute("href", "/reports?report=open-orders");
    await expect(
      canvas.getByRole("link", { name: /^Due in the next 7 days 9 work orders due by 11\/27\/2026/ }),
    ).toHaveAttribute("href", "/reports?report=late-work-orders&dueFrom=2026-11-21&dueTo=2026-11-27");
    await expect(canvas.getByRole("link", { name: /^Late work orders 14/ })).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: /^Shipped this month .* 37 packing slips in November/ }),
    ).toBeVisible();
    await expect((await canvas.findByRole("table", { name: "Shipped per week" })).parentElement).toHaveClass("sr-only");
    await expect(within(canvas.getByRole("table", { name: "Late work orders" })).getAllByRole("row")).toHaveLength(11);
    const firstLate = within(canvas.getByRole("table", { name: "Late work orders" })).getAllByRole("link")[0]!;
    await expect(firstLate).toHaveAttribute("href", `/wo/${firstLate.textContent}`);
    await expect(canvas.getByRole("link", { name: "4500012420" })).toHaveAttribute("href", "/po/220");
  },
};

/** A tile opens its report with the tile's filter in the URL, and the report's total is the tile's figure. */
export const TileOpensReport: Story = {
  render: (args) => (
    <Routes>
      <Route index element={<DashboardScreen {...args} />} />
      <Route path="reports" element={<ReportsScreen isChartAnimated={false} />} />
    </Routes>
  ),
  parameters: { api: [...dashboardApi(), ...reportsApi()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await tile(canvasElement, /^Due in the next 7 days/));
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Work orders due 11/21/2026 – 11/27/2026" }),
    ).toBeVisible();
    await expect(await canvas.findByText("Showing 1–9 of 9")).toBeVisible();
    await expect(canvas.getByLabelText("Due from")).toHaveValue("2026-11-21");
  },
};

/** Keyboard: the four tiles are the first stops after the page's title. */
export const KeyboardTiles: Story = {
  play: async ({ canvasElement }) => {
    await tile(canvasElement, /^Open backlog/);
    const links = within(within(canvasElement).getByRole("list", { name: "Key figures" })).getAllByRole("link");
    links[0]!.focus();
    for (const link of links.slice(1)) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await chart(canvasElement);
  },
};

/** Nothing late and nothing due: the tiles say 0 and the lists say so in words. */
export const NothingLate: Story = {
  parameters: { api: dashboardApi(calmDashboard) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No work order is late.")).toBeVisible();
    await expect(within(canvasElement).getByRole("link", { name: /^Late work orders 0/ })).toHaveAttribute(
      "data-tone",
      "success",
    );
    await chart(canvasElement);
  },
};

/** A shop with no orders yet. */
export const Empty: Story = {
  parameters: { api: dashboardApi(emptyDashboard) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Nothing to show yet")).toBeVisible();
  },
};

export const Loading: Story = { parameters: { api: [{ path: /.*/, respond: pending }] } };

export const LoadFailed: Story = {
  parameters: {
    api: [
      {
        path: /^\/dashboard$/,
        respond: () => {
          throw new ApiError(500, "internal", "The server had a problem. Try again in a moment.");
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Could not load the dashboard");
  },
};

/** The chart's "Show data table" puts the weekly figures on screen. */
export const ChartAsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Show data table" }));
    const table = canvas.getByRole("table", { name: "Shipped per week" });
    await expect(table).toBeVisible();
    await expect(within(table).getByRole("row", { name: "Week of 11/16/2026 $6,210.00" })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await tile(canvasElement, /^Open backlog/)).toBeVisible();
    await chart(canvasElement);
  },
};
