import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Dialog, DialogClose, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";
import { DialogContent, type DialogContentProps } from "./dialog-content";

function ShipToDialog({
  onOpenChange,
  ...content
}: { onOpenChange?: (open: boolean) => void } & Partial<DialogContentProps>) {
  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger>Edit ship-to</DialogTrigger>
      <DialogContent {...content}>
        <DialogTitle>Ship-to</DialogTitle>
        <DialogDescription>Changes apply to PO 4500012345 only.</DialogDescription>
        <label>
          City <input />
        </label>
        <DialogClose>Cancel</DialogClose>
      </DialogContent>
    </Dialog>
  );
}

const dialogElement = () => screen.getByRole("dialog", { name: "Ship-to" }) as HTMLDialogElement;

describe("Dialog", () => {
  it("opens as a modal <dialog> named and described by its title and description, the first field focused, not the ×", async () => {
    const user = userEvent.setup();
    render(<ShipToDialog />);
    const trigger = screen.getByRole("button", { name: "Edit ship-to" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);
    const dialog = dialogElement();
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog.open).toBe(true);
    expect(dialog).toHaveAccessibleDescription("Changes apply to PO 4500012345 only.");
    expect(screen.getByRole("textbox", { name: "City" })).toHaveFocus();
    expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  it("closes on Escape and gives the focus back to its trigger", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<ShipToDialog onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole("button", { name: "Edit ship-to" }));
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Edit ship-to" })).toHaveFocus();
  });

  it("stays open when onEscapeKeyDown or onPointerDownOutside prevents it", async () => {
    const user = userEvent.setup();
    render(
      <ShipToDialog
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Edit ship-to" }));
    await user.keyboard("{Escape}");
    fireEvent.pointerDown(dialogElement());
    expect(dialogElement().open).toBe(true);
  });

  it("closes on a press on the backdrop (the <dialog> itself), not on one inside the box", async () => {
    const user = userEvent.setup();
    render(<ShipToDialog />);
    await user.click(screen.getByRole("button", { name: "Edit ship-to" }));
    fireEvent.pointerDown(screen.getByRole("textbox", { name: "City" }));
    expect(dialogElement().open).toBe(true);
    fireEvent.pointerDown(dialogElement());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes from a DialogClose and from the ×", async () => {
    const user = userEvent.setup();
    render(<ShipToDialog />);
    await user.click(screen.getByRole("button", { name: "Edit ship-to" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Edit ship-to" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lets onOpenAutoFocus choose the first focus", async () => {
    const user = userEvent.setup();
    render(
      <ShipToDialog
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          screen.getByRole("button", { name: "Cancel" }).focus();
        }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Edit ship-to" }));
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  });
});
