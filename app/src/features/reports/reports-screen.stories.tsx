import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ApiError } from "../../api/client";
import { appScreenStory } from "../../storybook/app-story-frame";
import { ReportsScreen } from "./reports-screen";
import { reportsApi } from "./story-api";

const meta = {
  title: "App/Reports",
  component: ReportsScreen,
  ...appScreenStory({ api: reportsApi(), route: { path: "/reports" } }),
  // The sales chart draws at once, so the screenshot never catches bars mid-growth.
  args: { isChartAnimated: false },
} satisfies Meta<typeof ReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = (path: string) => ({ route: { path } });
const reportTable = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole("table", { name });
const bodyRows = (table: HTMLElement) => Array.from(table.querySelectorAll("tbody tr"));
const summaryValue = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

/** `/reports` with no report named: open orders, due date first, with its totals. */
export const OpenOrders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await reportTable(canvasElement, "Open orders");
    await expect(canvas.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Open orders" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Open orders" })).toHaveAttribute("aria-current", "page");
    await expect(bodyRows(table)).toHaveLength(25);
    await expect(summaryValue(canvasElement, "Open lines")).toBe("42");
    await expect(within(table).getByRole("columnheader", { name: /Due/ })).toHaveAttribute("aria-sort", "ascending");
    await expect(canvas.getByText("Showing 1–25 of 42")).toBeVisible();
    await expect(table.querySelector('[data-slot="report-totals"]')).toHaveTextContent("Totals");
  },
};

/** Clicking a header sorts on the server: largest open amount first, then smallest. */
export const SortByAmount: Story = {
  play: async ({ canvasElement }) => {
    const table = await reportTable(canvasElement, "Open orders");
    const amounts = () => bodyRows(table).map((row) => Number(row.lastElementChild?.textContent?.replace(/[$,]/g, "")));
    await userEvent.click(within(table).getByRole("button", { name: "Open amount" }));
    await waitFor(() =>
      expect(within(table).getByRole("columnheader", { name: /Open amount/ })).toHaveAttribute(
        "aria-sort",
        "ascending",
      ),
    );
    await waitFor(() => expect(amounts()).toEqual([...amounts()].sort((a, b) => a - b)));
    await userEvent.click(within(table).getByRole("button", { name: "Open amount" }));
    await waitFor(() =>
      expect(within(table).getByRole("columnheader", { name: /Open amount/ })).toHaveAttribute(
        "aria-sort",
        "descending",
      ),
    );
    await waitFor(() => expect(amounts()).toEqual([...amounts()].sort((a, b) => b - a)));
  },
};

/** Typing a customer code filters on the server; the totals follow the filter. */
export const FilterByCustomer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reportTable(canvasElement, "Open orders");
    await userEvent.type(canvas.getByRole("searchbox", { name: "Customer code" }), "acme");
    await waitFor(() => expect(summaryValue(canvasElement, "Open lines")).toBe("9"));
    const table = canvas.getByRole("table", { name: "Open orders" });
    await expect(bodyRows(table).every((row) => row.textContent?.includes("ACME"))).toBe(true);
    await expect(canvas.getByRole("button", { name: "Clear filters" })).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Late only" }));
    await expect(await canvas.findByRole("heading", { level: 2, name: "Late open orders" })).toBeVisible();
  },
};

/** "Export CSV" downloads every filtered row and names the file as the server does. */
export const ExportCsv: Story = {
  parameters: route("/reports?report=open-orders&customerId=ACME"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reportTable(canvasElement, "Open orders");
    // From the keyboard: the focus stays on the button while the link is asked for and after.
    const button = canvas.getByRole("button", { name: "Export CSV" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText("Exported open-orders-2026-11-21.csv")).toBeVisible();
    await expect(button).toHaveFocus();
  },
};

/** A failed export says why and changes nothing on screen. */
export const ExportFailed: Story = {
  parameters: {
    ...route("/reports?report=shipments"),
    api: [
      {
        method: "POST",
        path: /^\/reports\/shipments\.csv\/link$/,
        respond: () => {
          throw new ApiError(500, "internal", "The export could not be made. Try again in a moment.");
        },
      },
      ...reportsApi(),
    ],
  },
  play: async ({ canvasElement }) => {
    await reportTable(canvasElement, "Shipments");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Export CSV" }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText("Export failed")).toBeVisible();
  },
};

/** "Print" opens the print layout in a new tab with the same report, filters and sort. */
export const PrintLink: Story = {
  parameters: route("/reports?report=shipments&customerId=ACME&sort=-ShipDate&page=2"),
  play: async ({ canvasElement }) => {
    await reportTable(canvasElement, "Shipments");
    const print = within(canvasElement).getByRole("link", { name: "Print" });
    await expect(print).toHaveAttribute("href", "/print/reports?report=shipments&customerId=ACME&sort=-ShipDate");
    await expect(print).toHaveAttribute("target", "_blank");
  },
};

export const LateWorkOrders: Story = {
  parameters: route("/reports?report=late-work-orders"),
  play: async ({ canvasElement }) => {
    await reportTable(canvasElement, "Late work orders");
    await expect(summaryValue(canvasElement, "Work orders")).toBe("14");
  },
};

/** The "due in the next 7 days" tile's report: titled by its range. */
export const DueNextSevenDays: Story = {
  parameters: route("/reports?report=late-work-orders&dueFrom=2026-11-21&dueTo=2026-11-27"),
  play: async ({ canvasElement }) => {
    await reportTable(canvasElement, "Work orders due 11/21/2026 – 11/27/2026");
    await expect(summaryValue(canvasElement, "Work orders")).toBe("9");
  },
};

/** Without dates, the server's current month: the filters show the range it used. */
export const Shipments: Story = {
  parameters: route("/reports?report=shipments"),
  play: async ({ canvasElement }) => {
    await reportTable(canvasElement, "Shipments");
    await expect(within(canvasElement).getByLabelText("Shipped from")).toHaveValue("2026-11-01");
    await expect(summaryValue(canvasElement, "Packing slips")).toBe("37");
  },
};

/** Sales by customer and month, with the monthly chart and its table. */
export const SalesByCustomer: Story = {
  parameters: route("/reports?report=sales-by-customer"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reportTable(canvasElement, "Sales by customer");
    await expect(await canvas.findByRole("figure", { name: /Sales by month/ })).toBeVisible();
    await expect(within(canvas.getByRole("table", { name: "Sales by month" })).getAllByRole("row")).toHaveLength(13);
    await expect(canvas.getByLabelText("From month")).toHaveValue("2025-12");
  },
};

export const PartSearch: Story = {
  parameters: route("/reports?report=parts&active=true"),
  play: async ({ canvasElement }) => {
    await reportTable(canvasElement, "Part search");
    await expect(within(canvasElement).getByRole("combobox", { name: "Show" })).toHaveDisplayValue("Active");
  },
};

/** Filters that match nothing: the empty state offers to clear them. */
export const NoMatches: Story = {
  parameters: route("/reports?report=open-orders&customerId=NOBODY"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No open lines")).toBeVisible();
    await userEvent.click(canvas.getAllByRole("button", { name: "Clear filters" }).at(-1)!);
    await expect(await canvas.findByText("Showing 1–25 of 42")).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { ...route("/reports?report=shipments"), api: reportsApi({ isEmpty: true }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("There are no packing slips to report.")).toBeVisible();
  },
};

/** Hundreds of rows: paged 25 at a time; the last page is one click away. */
export const ManyRows: Story = {
  parameters: { ...route("/reports?report=open-orders"), api: reportsApi({ repeat: 12 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reportTable(canvasElement, "Open orders");
    await userEvent.click(canvas.getByRole("button", { name: "Page 21" }));
    await expect(await canvas.findByText("Showing 501–504 of 504")).toBeVisible();
  },
};

export const Loading: Story = { parameters: { api: reportsApi({ isPending: true }) } };

export const LoadFailed: Story = {
  parameters: {
    api: reportsApi({
      failWith: new ApiError(400, "bad_request", "Must not be before dueFrom (2026-12-01).", {
        dueTo: "Must not be before dueFrom (2026-12-01).",
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Could not load open orders");
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  parameters: route("/reports?report=sales-by-customer"),
  play: async ({ canvasElement }) => {
    await reportTable(canvasElement, "Sales by customer");
    await within(canvasElement).findByRole("figure", { name: /Sales by month/ });
  },
};
