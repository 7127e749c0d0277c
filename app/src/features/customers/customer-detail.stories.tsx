import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { appScreenStory } from "../../storybook/app-story-frame";
import { pending } from "../../storybook/story-api";
import { customerDetailApi, expectNoSidewaysScroll, failing, scrollToEnd } from "../../storybook/master-data-api";
import { CustomerDetail } from "./customer-detail";

const meta = {
  title: "App/Customers/Detail",
  component: CustomerDetail,
  ...appScreenStory({ api: customerDetailApi(), route: { path: "/customer/NORTHWIND" } }),
  args: { customerId: "NORTHWIND" },
} satisfies Meta<typeof CustomerDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * At 1280 px the side panels hold their tables whole: the Amount column was cut off before
 * (the panels were a third of the width and the tables did not wrap).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("textbox", { name: /^Name/ })).toHaveValue("Northwind Medical Devices");
    const orders = await canvas.findByRole("table", { name: "Recent purchase orders" });
    await expect(within(orders).getByText("$167,919.00")).toBeVisible();
    await canvas.findByRole("link", { name: /6952-093/ });
    await expectNoSidewaysScroll(canvasElement);
    // Nothing to save: the save bar sits at the end of the form rather than over it.
    await expect(canvasElement.querySelector('[data-slot="form-actions"]')).toHaveAttribute("data-state", "saved");
  },
};

/** An edit: the save bar stays in view at the bottom of the window until it is saved or discarded. */
export const UnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole("textbox", { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, "Northwind Medical");
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot="form-actions"]')!;
    await expect(bar).toHaveAttribute("data-state", "dirty");
    await expect(getComputedStyle(bar).position).toBe("sticky");
    await expect(canvas.getByRole("button", { name: "Save changes" })).toBeEnabled();
    scrollToEnd();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("table", { name: "Recent purchase orders" });
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const NotFound: Story = {
  args: { customerId: "NOPE" },
  parameters: { api: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("No such customer");
  },
};

export const LoadFailed: Story = {
  parameters: { api: [{ path: /^\/customers\/NORTHWIND$/, respond: failing() }] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Could not load this customer");
  },
};

export const Loading: Story = { parameters: { api: [{ path: /.*/, respond: pending }] } };
