import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Input } from "./input";

const meta = {
  title: "Primitives/Input",
  component: Input,
  args: { "aria-label": "Customer ID", placeholder: "e.g. ACME" },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Customer ID" });
    await userEvent.type(input, "ACME-2");
    await expect(input).toHaveValue("ACME-2");
  },
};

export const Filled: Story = { args: { defaultValue: "ACME" } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("textbox")).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "ACME" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox")).toBeDisabled();
  },
};

export const Invalid: Story = { args: { "aria-invalid": true, defaultValue: "acme corp!" } };

export const LongValue: Story = {
  args: { defaultValue: "A/B Plating & Anodize — Precision Surface Finishing Division, Building 7" },
};

export const Quantity: Story = { args: { type: "number", "aria-label": "Quantity", defaultValue: 250 } };

export const SmallScreen: Story = {
  args: { defaultValue: "A/B Plating & Anodize" },
  decorators: [(Story) => <div className="w-full">{Story()}</div>],
  globals: { viewport: { value: "mobile", isRotated: false } },
};
