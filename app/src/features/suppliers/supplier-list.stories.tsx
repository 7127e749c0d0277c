import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { appScreenStory } from "../../storybook/app-story-frame";
import { pending } from "../../storybook/story-api";
import { expectNoSidewaysScroll, failing, supplierListRoute } from "../../storybook/master-data-api";
import { SupplierList } from "./supplier-list";

const meta = {
  title: "App/Suppliers/List",
  component: SupplierList,
  ...appScreenStory({ api: [supplierListRoute()], route: { path: "/supplier?active=all" } }),
} satisfies Meta<typeof SupplierList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every approval state, an expired certificate among them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole("table", { name: "Suppliers" });
    await within(table).findByRole("link", { name: "Pacific Heat Treat" });
    await expect(within(table).getAllByText("Expired")[0]).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** 375 px: long names wrap, the certificate date goes under the name; no column off-screen. */
export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole("table", { name: "Suppliers" });
    await within(table).findByRole("link", { name: "O'Neil EDM Services of the Greater Springfield Area" });
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const NoMatches: Story = {
  parameters: { route: { path: "/supplier?q=zzz&approval=Expired" } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No suppliers found")).toBeVisible();
  },
};

export const Loading: Story = { parameters: { api: [{ path: /.*/, respond: pending }] } };

export const LoadFailed: Story = {
  parameters: { api: [{ path: /^\/suppliers$/, respond: failing() }] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("Could not load suppliers");
  },
};
