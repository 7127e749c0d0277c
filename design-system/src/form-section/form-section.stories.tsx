import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Card } from "../card/card";
import { FormField } from "../form-field/form-field";
import { Input } from "../input/input";
import { FormSection } from "./form-section";

const meta = {
  title: "Primitives/FormSection",
  component: FormSection,
  args: {
    title: "Contact",
    children: (
      <>
        <FormField label="Contact name">
          <Input defaultValue="Dana Whitfield" />
        </FormField>
        <FormField label="Phone">
          <Input defaultValue="(503) 555-0142" />
        </FormField>
      </>
    ),
  },
  decorators: [(Story) => <Card className="max-w-xl">{Story()}</Card>],
} satisfies Meta<typeof FormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One section: its title names the group of fields for screen readers too. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("group", { name: "Contact" });
    await expect(within(group).getByRole("textbox", { name: "Phone" })).toHaveValue("(503) 555-0142");
  },
};

/** A line under the title says what the fields are for. */
export const WithDescription: Story = {
  args: { title: "Ship-to address", description: "Where the parts go. Leave it empty to ship to the billing address." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("group", { name: "Ship-to address" })).toBeInTheDocument();
  },
};

/** Sections one after another: a line between them, none above the first. */
export const Sections: Story = {
  render: () => (
    <form className="grid gap-5" aria-label="Customer">
      <FormSection title="Customer">
        <FormField label="Customer code">
          <Input defaultValue="NORTHWIND" />
        </FormField>
      </FormSection>
      <FormSection title="Billing address" description="On invoices and packing slips.">
        <FormField label="Street">
          <Input defaultValue="4410 SE Industrial Way" />
        </FormField>
      </FormSection>
      <FormSection title="Terms">
        <FormField label="Payment terms">
          <Input defaultValue="Net 30" />
        </FormField>
      </FormSection>
    </form>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("group")).toHaveLength(3);
  },
};

/** A long title wraps under itself. */
export const LongTitle: Story = {
  args: { title: "Outside processing: anodize, passivation and plating certificates required with each shipment" },
};

/** On a phone. */
export const SmallScreen: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
