import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../button/button";
import { FullScreenSpinner } from "./full-screen-spinner";

const meta = {
  title: "Primitives/FullScreenSpinner",
  component: FullScreenSpinner,
  render: (args) => (
    <>
      <div className="grid max-w-md gap-3">
        <h2 className="text-lg font-semibold">Customers</h2>
        <p className="text-sm">ACME · BOLT-WORKS · CASCADE</p>
        <Button className="justify-self-start">Save customer</Button>
      </div>
      <FullScreenSpinner {...args} />
    </>
  ),
} satisfies Meta<typeof FullScreenSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const overlay = body.getByRole("status", { name: "Loading…" });
    await expect(overlay).toHaveAttribute("aria-busy", "true");
    await expect(overlay).toHaveClass("fixed", "inset-0");
  },
};

/** Pointer and keyboard cannot reach the page under the overlay. */
export const BlocksInteraction: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { hidden: true, name: "Save customer" });
    await expect(button.closest("[inert]")).not.toBeNull();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    const { left, top, width, height } = button.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(left + width / 2, top + height / 2);
    await expect(within(canvasElement.ownerDocument.body).getByRole("status")).toContainElement(hit as HTMLElement);
  },
};

export const CustomLabel: Story = {
  args: { label: "Signing in…" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole("status", { name: "Signing in…" })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
};
