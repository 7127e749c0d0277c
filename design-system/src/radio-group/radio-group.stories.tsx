import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RadioGroup, RadioGroupItem, type RadioGroupProps } from "./radio-group";

const choices = [
  { value: "customers", label: "Customers", description: "Codes, names, addresses, contacts and terms." },
  { value: "suppliers", label: "Suppliers", description: "Names, services, approval and certificate expiry." },
  { value: "parts", label: "Parts with price breaks", description: "Part numbers and revisions with their pricing." },
  { value: "purchase-orders", label: "Open purchase orders", description: "One row per PO line." },
];

/** Holds the choice, as a screen does, and reports each change. */
function Choices({ value: initial, onValueChange, ...props }: RadioGroupProps) {
  const [value, setValue] = React.useState(initial);
  return (
    <RadioGroup
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    >
      {choices.map((choice) => (
        <RadioGroupItem key={choice.value} {...choice} />
      ))}
    </RadioGroup>
  );
}

const meta = {
  title: "Primitives/RadioGroup",
  component: RadioGroup,
  args: { legend: "What to import", value: "customers", onValueChange: fn(), className: "sm:grid-cols-2" },
  render: (args) => <Choices {...args} />,
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard only: Tab reaches the chosen radio, the arrow keys move and choose. */
export const ChooseByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Customers" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const parts = canvas.getByRole("radio", { name: "Parts with price breaks" });
    await expect(parts).toHaveFocus();
    await expect(parts).toBeChecked();
    await expect(parts).toHaveAccessibleDescription("Part numbers and revisions with their pricing.");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("parts");
    await expect(canvas.getByRole("group", { name: "What to import" })).toBeVisible();
  },
};

/** Disabled as a whole while a job runs. */
export const Disabled: Story = {
  args: { disabled: true, value: "parts" },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

/** 375 px: one column. */
export const SmallScreen: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
