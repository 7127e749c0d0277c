import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { WorkOrderStatusControls } from "./work-order-status-controls";

const meta = {
  title: "App/Work orders/Status controls",
  component: WorkOrderStatusControls,
  args: { woNumber: "100001", status: "Open", isLate: false, onChangeStatus: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WorkOrderStatusControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: release it, put it on hold, or cancel it. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Release" }));
    await expect(args.onChangeStatus).toHaveBeenCalledWith("Released");
  },
};

export const OnHoldAndLate: Story = { args: { status: "On Hold", isLate: true } };

/** Complete: close it (asked first) or reopen it for rework. */
export const Complete: Story = {
  args: { status: "Complete" },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Close" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog", {
      name: "Close WO 100001?",
    });
    await expect(args.onChangeStatus).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close WO" }));
    await expect(args.onChangeStatus).toHaveBeenCalledWith("Closed");
  },
};

/** Cancelling asks first, in red. */
export const ConfirmCancel: Story = {
  args: { status: "Released" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Cancel WO" }));
    await within(canvasElement.ownerDocument.body).findByRole("alertdialog", { name: "Cancel WO 100001?" });
  },
};

export const Closed: Story = { args: { status: "Closed" } };

/** Unsaved edits in the form: the moves wait. */
export const LockedByEdits: Story = {
  args: { status: "In Progress", isLocked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Mark complete" })).toBeDisabled();
  },
};
