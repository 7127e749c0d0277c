import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Textarea } from "./textarea";

const meta = {
  title: "Primitives/Textarea",
  component: Textarea,
  args: { "aria-label": "Notes", placeholder: "Notes for the shop floor" },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Notes" });
    await userEvent.type(textarea, "Deburr all edges.{enter}Bag and tag by lot.");
    await expect(textarea).toHaveValue("Deburr all edges.\nBag and tag by lot.");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Closed WOs cannot be edited." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox")).toBeDisabled();
  },
};

export const Invalid: Story = { args: { "aria-invalid": true, defaultValue: "" } };

export const LongText: Story = {
  args: {
    rows: 6,
    defaultValue:
      "Material: 6061-T6 aluminium bar, certs required with every lot.\nAnodize Type II clear per MIL-A-8625 at A/B Plating & Anodize; mask threaded holes.\nInspect first article to drawing 7731-204 rev C, record on the traveler, and hold the lot until QA signs off. Customer requires packing slips in priced mode and a certificate of conformance in every box.",
  },
};

export const SmallScreen: Story = {
  args: { rows: 5, defaultValue: "Ships Fridays only. Certs by email to quality@acme.example." },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
