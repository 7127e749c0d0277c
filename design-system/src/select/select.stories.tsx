import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FormField } from "../form-field/form-field";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectSeparator, SelectTrigger, SelectValue } from "./select";

const meta = {
  title: "Primitives/Select",
  component: Select,
  args: { onValueChange: fn() },
  render: (args) => (
    <FormField label="PO status" className="max-w-xs">
      <Select {...args}>
        <SelectTrigger>
          <SelectValue placeholder="Any status" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="Open">Open</SelectItem>
          <SelectItem value="Partially Shipped">Partially Shipped</SelectItem>
          <SelectItem value="Shipped">Shipped</SelectItem>
          <SelectItem value="Closed">Closed</SelectItem>
          <SelectItem value="Cancelled" disabled>
            Cancelled
          </SelectItem>
        </SelectContent>
      </Select>
    </FormField>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "PO status" });
    await expect(trigger).toHaveTextContent("Any status");
  },
};

export const WithValue: Story = { args: { defaultValue: "Partially Shipped" } };

export const Open: Story = {
  // Radix Select hides everything outside the open list with aria-hidden, the focusable trigger
  // included; focus is in the list, so nothing hidden can be reached. axe flags it regardless.
  parameters: { a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("combobox", { name: "PO status" }));
    const listbox = await body.findByRole("listbox");
    await expect(within(listbox).getAllByRole("option")).toHaveLength(5);
    await expect(within(listbox).getByRole("option", { name: "Cancelled" })).toHaveAttribute("aria-disabled", "true");
  },
};

export const Choose: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("combobox", { name: "PO status" });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole("option", { name: "Shipped" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("Shipped");
    await waitFor(() => expect(body.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent("Shipped");
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("combobox")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await body.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("Partially Shipped");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Open" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "PO status" })).toBeDisabled();
  },
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="Carrier" required error="Choose a carrier before shipping." className="max-w-xs">
      <Select {...args}>
        <SelectTrigger>
          <SelectValue placeholder="Choose a carrier" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="ups">UPS Ground</SelectItem>
        </SelectContent>
      </Select>
    </FormField>
  ),
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

export const ManyOptionsOpen: Story = {
  // As in Open; and the list scrolls as the arrow keys move focus from item to item, which
  // axe's scrollable-region check does not see (the items are focusable but not tabbable).
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: "aria-hidden-focus", enabled: false },
          { id: "scrollable-region-focusable", enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <FormField label="Supplier" className="max-w-xs">
      <Select {...args}>
        <SelectTrigger>
          <SelectValue placeholder="Choose a supplier" />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          <SelectGroup>
            <SelectLabel>Outside processing</SelectLabel>
            {suppliers.slice(0, 8).map((name) => (
              <SelectItem key={name} value={name}>
                {name}
              </SelectItem>
            ))}
          </SelectGroup>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>Material and testing</SelectLabel>
            {suppliers.slice(8).map((name) => (
              <SelectItem key={name} value={name}>
                {name}
              </SelectItem>
            ))}
          </SelectGroup>
        </SelectContent>
      </Select>
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("combobox", { name: "Supplier" }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole("listbox")).toBeVisible();
  },
};

export const SmallScreen: Story = {
  args: { defaultValue: "Partially Shipped" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
