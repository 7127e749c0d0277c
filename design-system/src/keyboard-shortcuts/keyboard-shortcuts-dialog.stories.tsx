import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button";
import { sampleShortcutGroups } from "./fixtures";
import { KeyboardShortcutsDialog, type KeyboardShortcutsDialogProps } from "./keyboard-shortcuts-dialog";
import { useKeySequences } from "./use-key-sequences";

const meta = {
  title: "Shell/KeyboardShortcutsDialog",
  component: KeyboardShortcutsDialog,
  args: { open: true, onOpenChange: fn(), groups: sampleShortcutGroups },
} satisfies Meta<typeof KeyboardShortcutsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(
      within(dialog)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Anywhere", "Go to"]);
    await expect(within(dialog).getByText("Purchase orders").nextElementSibling).toHaveTextContent("g p");
  },
};

/** How the app wires it: "?" opens the list, "g p" goes to purchase orders (here: says so). */
function ShortcutsOnPage(props: KeyboardShortcutsDialogProps) {
  const [open, setOpen] = React.useState(false);
  const [last, setLast] = React.useState("nothing yet");
  useKeySequences({ "?": () => setOpen(true), "g p": () => setLast("Go to purchase orders") }, !open);
  return (
    <div className="grid justify-items-start gap-3">
      <Button variant="outline" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      <p className="text-sm" role="status">
        Last shortcut: {last}
      </p>
      <KeyboardShortcutsDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </div>
  );
}

/** "?" opens it from the page, Escape closes it; "g" then "p" runs a sequence. */
export const OpenWithQuestionMark: Story = {
  render: (args) => <ShortcutsOnPage {...args} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.keyboard("g");
    await userEvent.keyboard("p");
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Go to purchase orders");
    await userEvent.keyboard("?");
    const dialog = await page(canvasElement).findByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const SmallScreen: Story = {
  ...Open,
  globals: { viewport: { value: "mobile", isRotated: false } },
};
