import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { ConfirmDialog } from "./confirm-dialog";

const meta = {
  title: "Primitives/ConfirmDialog",
  component: ConfirmDialog,
  args: {
    trigger: <Button variant="outline">Release WO</Button>,
    title: "Release WO 100001?",
    description: "The traveler can be printed and the shop floor can start the first operation.",
    confirmLabel: "Release",
    onConfirm: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole("button", { name }));
  return within(canvasElement.ownerDocument.body).findByRole("alertdialog");
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, "Release WO");
    await expect(dialog).toHaveAccessibleName("Release WO 100001?");
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Release" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, "Release WO");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Destructive: Story = {
  args: {
    trigger: <Button variant="destructive">Cancel PO</Button>,
    title: "Cancel PO 4500012345?",
    description: "Its open lines stop counting in the backlog. Shipped lines and packing slips are kept.",
    confirmLabel: "Cancel PO",
    cancelLabel: "Keep PO",
    variant: "destructive",
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, "Cancel PO");
    await expect(within(dialog).getByRole("button", { name: "Cancel PO" })).toHaveAttribute(
      "data-variant",
      "destructive",
    );
  },
};

/** onConfirm returns a promise: the confirm button is busy and nothing closes until it settles. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, "Release WO");
    const confirm = within(dialog).getByRole("button", { name: "Release" });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(confirm).toHaveAttribute("aria-busy", "true");
    await expect(confirm).toHaveAttribute("aria-disabled", "true");
    // The pressed button keeps the focus while the work runs.
    await expect(confirm).toHaveFocus();
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    await expect(dialog).toBeInTheDocument();
  },
};

/** The play function finishes the action itself, so the busy state is seen however slow the machine. */
let finishRelease = () => {};
export const ClosesWhenDone: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => (finishRelease = resolve))) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, "Release WO");
    const confirm = within(dialog).getByRole("button", { name: "Release" });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute("aria-busy", "true");
    finishRelease();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const StaysOpenOnFailure: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error("409 conflict"))) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, "Release WO");
    const confirm = within(dialog).getByRole("button", { name: "Release" });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute("aria-busy"));
    await expect(confirm).toBeEnabled();
    await expect(dialog).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    title: "Close PO 4500012345 for EVERGREEN-AERO with 3 lines still open and 2 work orders in progress?",
    description:
      "Closing stops the open lines counting in the backlog and keeps the work orders as they are. Staff can reopen the PO later from its history if the customer changes their mind.",
    confirmLabel: "Close PO and keep work orders",
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement, "Release WO");
  },
};

export const SmallScreen: Story = {
  ...Destructive,
  globals: { viewport: { value: "mobile", isRotated: false } },
};
