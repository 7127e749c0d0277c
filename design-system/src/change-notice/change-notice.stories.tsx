import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FormField } from "../form-field/form-field";
import { Input } from "../input/input";
import { ChangeNotice, IncomingChangesBar } from "./change-notice";

const meta = {
  title: "Live/ChangeNotice",
  component: ChangeNotice,
  args: { children: "Marcus Lee changed Due date just now" },
} satisfies Meta<typeof ChangeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record updated in place: said once, politely. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Marcus Lee changed Due date just now");
  },
};

/** The notice with the field it names, highlighted where the form shows it. */
export const WithChangedField: Story = {
  render: (args) => (
    <div className="grid max-w-sm grid-cols-1 gap-4">
      <ChangeNotice {...args} />
      <FormField label="Due date" isChanged>
        <Input type="date" defaultValue="2026-12-18" />
      </FormField>
      <FormField label="Quantity">
        <Input defaultValue="120" />
      </FormField>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText("Due date").closest("[data-slot=form-field]");
    await expect(field).toHaveAttribute("data-changed", "true");
  },
};

/** Someone saved the record I am editing: my edits stay, and Review opens theirs beside mine. */
export const WhileEditing: StoryObj<typeof IncomingChangesBar> = {
  render: (args) => <IncomingChangesBar {...args} />,
  args: { summary: "Marcus Lee changed Due date and Quantity", onReview: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Marcus Lee changed Due date and Quantity while you were editing. Your edits are kept.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Review changes" }));
    await expect(args.onReview).toHaveBeenCalledOnce();
  },
};
