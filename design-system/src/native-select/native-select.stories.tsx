import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FormField } from "../form-field/form-field";
import { NativeSelect } from "./native-select";

const options = (
  <>
    <option value="">Don&apos;t import</option>
    <option value="PartNumber">Part number</option>
    <option value="Revision">Revision</option>
    <option value="Description">Description</option>
    <option value="CustomerId">Customer id</option>
  </>
);

const poStatuses = (
  <>
    <option value="Open">Open</option>
    <option value="Partially Shipped">Partially Shipped</option>
    <option value="Shipped">Shipped</option>
    <option value="Closed">Closed</option>
    <option value="Cancelled" disabled>
      Cancelled
    </option>
  </>
);

const meta = {
  title: "Primitives/NativeSelect",
  component: NativeSelect,
  args: { "aria-label": "Imports as", defaultValue: "PartNumber", onChange: fn(), children: options },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Tab to it, type to find, the change is reported. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Imports as" });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, "Revision");
    await expect(select).toHaveValue("Revision");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** Nothing chosen: the first option. */
export const NotChosen: Story = { args: { defaultValue: "" } };

/** A prompt while nothing is chosen; it is greyed in the list and cannot be picked. */
export const WithPlaceholder: Story = {
  args: {
    "aria-label": undefined,
    defaultValue: undefined,
    placeholder: "Choose a carrier",
    children: (
      <>
        <option value="UPS Ground">UPS Ground</option>
        <option value="FedEx Ground">FedEx Ground</option>
        <option value="Customer pickup">Customer pickup</option>
      </>
    ),
  },
  render: (args) => (
    <FormField label="Carrier">
      <NativeSelect {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Carrier" });
    await expect(select).toHaveValue("");
    await expect(select).toHaveDisplayValue("Choose a carrier");
    await expect(within(select).getByRole("option", { name: "Choose a carrier" })).toBeDisabled();
  },
};

/** Choosing from the list replaces the prompt; the change is reported. */
export const ChooseFromPlaceholder: Story = {
  args: WithPlaceholder.args,
  render: WithPlaceholder.render,
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Carrier" });
    await userEvent.selectOptions(select, "FedEx Ground");
    await expect(select).toHaveDisplayValue("FedEx Ground");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** A choice that exists but cannot be made now ("Cancelled" on a shipped PO) is disabled, not hidden. */
export const DisabledOption: Story = {
  args: { "aria-label": undefined, defaultValue: "Partially Shipped", children: poStatuses },
  render: (args) => (
    <FormField label="PO status">
      <NativeSelect {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "PO status" });
    await expect(select).toHaveDisplayValue("Partially Shipped");
    await expect(within(select).getAllByRole("option")).toHaveLength(5);
    await expect(within(select).getByRole("option", { name: "Cancelled" })).toBeDisabled();
  },
};

/** In a FormField: its label, hint and error. */
export const InFormField: Story = {
  args: { "aria-label": undefined, defaultValue: "" },
  render: (args) => (
    <FormField
      label="Part number comes from"
      hint="The file's column that holds it."
      error="Every row needs a part number."
      required
    >
      <NativeSelect {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: /Part number comes from/ });
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAttribute("aria-required", "true");
    await expect(select).toHaveAccessibleDescription(/Every row needs a part number/);
  },
};

/** Invalid with its prompt still showing: the field was required and left unchosen. */
export const WithError: Story = {
  args: {
    "aria-label": undefined,
    defaultValue: undefined,
    placeholder: "Choose a carrier",
    children: <option value="UPS Ground">UPS Ground</option>,
  },
  render: (args) => (
    <FormField label="Carrier" required error="Choose a carrier before shipping.">
      <NativeSelect {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: /Carrier/ });
    await expect(select).toHaveDisplayValue("Choose a carrier");
    await expect(select).toHaveAccessibleDescription("Choose a carrier before shipping.");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox")).toBeDisabled();
  },
};

const suppliers = [
  "A/B Plating & Anodize",
  "Acme Heat Treat",
  "Bay Area Powder Coat",
  "Central Grinding",
  "Delta Passivation",
  "Eagle Metals Supply",
  "Foothill Laser Marking",
  "Golden State Black Oxide",
  "Harbor NDT Services",
  "Independent Metallurgical Lab",
  "Jensen Precision Cleaning",
  "Keystone Zinc Plating",
];

/** A long list in groups (`<optgroup>`); typing the first letters of a name finds it. */
export const LongList: Story = {
  args: {
    "aria-label": undefined,
    defaultValue: undefined,
    placeholder: "Choose a supplier",
    children: (
      <>
        <optgroup label="Outside processing">
          {suppliers.slice(0, 8).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </optgroup>
        <optgroup label="Material and testing">
          {suppliers.slice(8).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </optgroup>
      </>
    ),
  },
  render: (args) => (
    <FormField label="Supplier">
      <NativeSelect {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Supplier" });
    await expect(within(select).getAllByRole("option")).toHaveLength(suppliers.length + 1);
    await expect(
      within(within(select).getByRole("group", { name: "Material and testing" })).getAllByRole("option"),
    ).toHaveLength(4);
    await userEvent.selectOptions(select, "Harbor NDT Services");
    await expect(select).toHaveValue("Harbor NDT Services");
  },
};

/** On a phone: the box fills the width; the phone's own picker opens on a tap. */
export const SmallScreen: Story = {
  args: { "aria-label": undefined, defaultValue: "Partially Shipped", children: poStatuses },
  globals: { viewport: { value: "mobile", isRotated: false } },
  render: (args) => (
    <FormField label="PO status">
      <NativeSelect {...args} />
    </FormField>
  ),
};
