import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { FormField } from "../form-field/form-field";
import { Input } from "../input/input";
import {
  Dialog,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";
import { DialogContent } from "./dialog-content";

const meta = {
  title: "Primitives/Dialog",
  component: Dialog,
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Edit ship-to</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit ship-to</DialogTitle>
          <DialogDescription>Changes apply to PO 4500012345 only, not to the customer.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <FormField label="Attention">
            <Input defaultValue="Receiving dock 3" />
          </FormField>
          <FormField label="Street" required>
            <Input defaultValue="100 Industrial Way" />
          </FormField>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save ship-to</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Edit ship-to" }));
    const dialog = await body.findByRole("dialog", { name: "Edit ship-to" });
    await expect(dialog).toHaveAccessibleDescription("Changes apply to PO 4500012345 only, not to the customer.");
    await expect(within(dialog).getByRole("textbox", { name: "Attention" })).toHaveFocus();
  },
};

export const CloseWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "Edit ship-to" });
    await userEvent.click(trigger);
    await body.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseWithButton: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Edit ship-to" }));
    await userEvent.click(await body.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

export const SmallScreen: Story = {
  ...Open,
  globals: { viewport: { value: "mobile", isRotated: false } },
};
