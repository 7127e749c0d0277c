import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ApiError } from "../../api/client";
import { withAppFrame, type AppStoryParameters } from "../../storybook/app-story-frame";
import { pending } from "../../storybook/story-api";
import { workOrderListApi } from "./story-api";
import { WorkOrderList } from "./work-order-list";

const meta = {
  title: "App/Work orders/List",
  component: WorkOrderList,
  decorators: [withAppFrame],
  parameters: { layout: "fullscreen", api: workOrderListApi(), route: { path: "/wo" } } satisfies AppStoryParameters & Record<string, unknown>,
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof WorkOrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole("table", { name: "Work orders" });

/** Twelve WOs of every status, stock ones and late ones among them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("link", { name: "100001" });
    await expect(within(canvasElement).getByRole("button", { name: "Print selected" })).toBeDisabled();
  },
};

/** Two WOs ticked: "Print selected" opens their travelers in a new tab; the page's box shows "some". */
export const TwoSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "100001" });
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select WO 100002" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select WO 100004" }));
    const print = canvas.getByRole("link", { name: "Print selected (2)" });
    await expect(print).toHaveAttribute("href", "/print-wos?wo=100002&wo=100004");
    await expect(print).toHaveAttribute("target", "_blank");
    await expect(canvas.getByRole("checkbox", { name: "Select all work orders on this page" })).toHaveAttribute("aria-checked", "mixed");
    await expect(canvas.getByText("2 selected")).toBeVisible();
  },
};

/** "Select all" takes every WO on the page; again drops them. */
export const SelectAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "100001" });
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select all work orders on this page" }));
    await expect(canvas.getByRole("link", { name: "Print selected (12)" })).toBeVisible();
    await expect(within(table(canvasElement)).getAllByRole("checkbox", { checked: true })).toHaveLength(13);
  },
};

/** Filtered from the URL: late WOs on hold or in progress; the filters show what the URL says. */
export const Filtered: Story = {
  parameters: { route: { path: "/wo?status=Released&late=true&customer=BOLT-AERO&dueFrom=2026-11-01" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "100002" });
    await expect(canvas.getByRole("checkbox", { name: "Late only" })).toBeChecked();
    await expect(canvas.getByRole("combobox", { name: "Status" })).toHaveTextContent("Released");
    await expect(canvas.getByRole("button", { name: "Clear filters" })).toBeVisible();
  },
};

export const NoMatches: Story = {
  parameters: { route: { path: "/wo?status=Closed&late=true" } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No work orders found")).toBeVisible();
    await expect(within(canvasElement).getByRole("button", { name: "Show all work orders" })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { api: workOrderListApi([]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("There are no work orders yet. Make one from a PO line.")).toBeVisible();
  },
};

export const Loading: Story = { parameters: { api: [{ path: /.*/, respond: pending }] } };

export const LoadFailed: Story = {
  parameters: {
    api: [
      {
        path: /^\/work-orders$/,
        respond: () => {
          throw new ApiError(500, "internal", "The server had a problem. Try again in a moment.");
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Could not load work orders");
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "100001" });
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select WO 100001" }));
    await expect(canvas.getByRole("link", { name: "Print selected (1)" })).toBeVisible();
  },
};
