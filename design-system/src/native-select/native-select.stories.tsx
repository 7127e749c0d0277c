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

/** In a FormField: its label, hint and error. */
export const InFormField: Story = {
  args: { "aria-label": undefined, defaultValue: "" },
  render: (args) => (
    <FormField label="Part number comes from" hint="The file's column that holds it." error="Every row needs a part number." required>
      <NativeSelect {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: /Part number comes from/ });
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription(/Every row needs a part number/);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox")).toBeDisabled();
  },
};
