import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FormField } from "../form-field/form-field";
import { Checkbox } from "./checkbox";

const meta = {
  title: "Primitives/Checkbox",
  component: Checkbox,
  args: { label: "Certificate of conformance required", onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole("checkbox", { name: "Certificate of conformance required" });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    await expect(checkbox).not.toBeChecked();
  },
};

export const ClickLabel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Certificate of conformance required"));
    await expect(canvas.getByRole("checkbox")).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { checked: "indeterminate", label: "Select all work orders" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("checkbox", { name: "Select all work orders" }),
    ).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole("checkbox");
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const WithoutLabelText: Story = {
  args: { label: undefined, "aria-label": "Select WO 100001" },
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="Shipping" error="ACME requires a certificate with every shipment.">
      <Checkbox {...args} />
    </FormField>
  ),
};

export const LongLabel: Story = {
  args: {
    label:
      "Print the certificate of conformance with the packing slip and email a copy to the customer's quality contact",
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
};

export const Group: Story = {
  render: () => (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Services</legend>
      <Checkbox label="Anodize" defaultChecked />
      <Checkbox label="Heat treat" />
      <Checkbox label="Material" defaultChecked />
      <Checkbox label="Passivation" disabled />
    </fieldset>
  ),
};
