import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ApiError } from "../../api/client";
import { appScreenStory } from "../../storybook/app-story-frame";
import { ReportPrint } from "./report-print";
import { reportsApi } from "./story-api";

const meta = {
  title: "App/Reports/Print",
  component: ReportPrint,
  ...appScreenStory(
    { api: reportsApi(), route: { path: "/print/reports?report=open-orders&customerId=ACME" } },
    { isPrint: true },
  ),
} satisfies Meta<typeof ReportPrint>;

export default meta;
type Story = StoryObj<typeof meta>;

const sheet = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole("table", { name });

/** A customer's open lines on Letter paper, with the summary and the totals row. */
export const OpenOrders: Story = {
  play: async ({ canvasElement }) => {
    const table = await sheet(canvasElement, "Open orders");
    await expect(table.querySelectorAll("tbody tr")).toHaveLength(9);
    await expect(table.querySelector("thead")).toBeInTheDocument();
    await expect(table.querySelector("tfoot")).toHaveTextContent("Totals");
  },
};

/** The sales report prints its chart, drawn at once. */
export const SalesByCustomer: Story = {
  parameters: { route: { path: "/print/reports?report=sales-by-customer&customerId=ACME" } },
  play: async ({ canvasElement }) => {
    await sheet(canvasElement, "Sales by customer");
    await expect(await within(canvasElement).findByRole("figure", { name: /Sales by month/ })).toBeVisible();
  },
};

/** More rows than a print takes (500; 20 here, to keep the story light): it says so and points to the export. */
export const MoreRowsThanPrinted: Story = {
  args: { rowLimit: 20 },
  parameters: { route: { path: "/print/reports?report=open-orders&sort=-OpenAmount" }, screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const table = await sheet(canvasElement, "Open orders");
    await expect(table.querySelectorAll("tbody tr")).toHaveLength(20);
    await expect(within(canvasElement).getByRole("note")).toHaveTextContent(
      "The first 20 open lines of 42. Export CSV for every row.",
    );
  },
};

export const NoRows: Story = {
  parameters: { api: reportsApi({ isEmpty: true }), route: { path: "/print/reports?report=shipments" } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No packing slips match these filters.")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    api: reportsApi({ failWith: new ApiError(500, "internal", "The server had a problem") }),
    screenshot: { disable: true },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "The report could not be loaded: The server had a problem.",
    );
  },
};
