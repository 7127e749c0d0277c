import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../button/button";
import { Checkbox } from "../checkbox/checkbox";
import { Input } from "../input/input";
import { NativeSelect } from "../native-select/native-select";
import { Textarea } from "../textarea/textarea";
import { FormField } from "./form-field";

const meta = {
  title: "Primitives/FormField",
  component: FormField,
  args: { label: "PO number", children: <Input placeholder="e.g. 4500012345" /> },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "PO number" });
    await userEvent.type(input, "4500012345");
    await expect(input).toHaveValue("4500012345");
  },
};

export const WithHint: Story = {
  args: { hint: "The number printed on the customer's purchase order." },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "PO number" });
    await expect(input).toHaveAccessibleDescription("The number printed on the customer's purchase order.");
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "PO number" });
    await expect(input).toHaveAttribute("aria-required", "true");
  },
};

export const WithError: Story = {
  args: {
    required: true,
    hint: "Unique per customer.",
    error: "PO number 4500012345 already exists for ACME.",
    children: <Input defaultValue="4500012345" />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "PO number" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      "Unique per customer. PO number 4500012345 already exists for ACME.",
    );
  },
};

export const LongText: Story = {
  args: {
    label: "Certificate of conformance statement printed on every packing slip in cert mode",
    hint: "Shown above the signature line. Keep it to what the quality manual requires; customers read it closely.",
    error: "The statement is longer than the 500 characters the certificate has room for; shorten it and save again.",
    children: (
      <Textarea defaultValue="We certify that the parts listed were manufactured and inspected to the drawing." />
    ),
  },
};

export const WithSelect: Story = {
  args: {
    label: "Carrier",
    hint: "Who takes the boxes.",
    error: "Choose a carrier.",
    required: true,
    children: (
      <NativeSelect placeholder="Choose a carrier">
        <option value="ups">UPS Ground</option>
        <option value="fedex">FedEx Express</option>
      </NativeSelect>
    ),
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Carrier" });
    await expect(select).toHaveDisplayValue("Choose a carrier");
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAttribute("aria-required", "true");
    await expect(select).toHaveAccessibleDescription("Who takes the boxes. Choose a carrier.");
  },
};

export const WithCheckbox: Story = {
  args: {
    label: "Certificate",
    error: "A certificate is required by this customer.",
    children: <Checkbox label="Include certificate of conformance" />,
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole("checkbox");
    await expect(checkbox).toHaveAttribute("aria-invalid", "true");
    await expect(checkbox).toHaveAccessibleDescription("A certificate is required by this customer.");
  },
};

function ValidatingForm() {
  const [error, setError] = React.useState<string>();
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get("customerId");
        setError(value ? undefined : "Enter a customer ID.");
      }}
    >
      <FormField label="Customer ID" required error={error} hint="2–12 letters, digits or dashes.">
        <Input name="customerId" />
      </FormField>
      <Button type="submit" className="justify-self-start">
        Save customer
      </Button>
    </form>
  );
}

/** Submitting empty shows the error; the input's description then includes it. */
export const ErrorAfterSubmit: Story = {
  render: () => <ValidatingForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Customer ID" });
    await expect(input).not.toBeInvalid();
    await userEvent.click(canvas.getByRole("button", { name: "Save customer" }));
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("2–12 letters, digits or dashes. Enter a customer ID.");
    await userEvent.type(input, "ACME");
    await userEvent.click(canvas.getByRole("button", { name: "Save customer" }));
    await expect(input).not.toBeInvalid();
  },
};

export const SmallScreen: Story = {
  render: () => (
    <div className="grid gap-4">
      <FormField label="Customer ID" required hint="2–12 letters, digits or dashes.">
        <Input defaultValue="ACME" />
      </FormField>
      <FormField label="Name" required error="Enter the customer's name.">
        <Input />
      </FormField>
      <FormField label="Notes">
        <Textarea defaultValue="Ships Fridays only. Certs by email to quality@acme.example." />
      </FormField>
    </div>
  ),
  globals: { viewport: { value: "mobile", isRotated: false } },
};
