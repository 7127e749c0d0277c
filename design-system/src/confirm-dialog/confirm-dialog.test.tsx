import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

/** The dialog's code downloads when it first opens: the test waits for it as a user would. */
async function setup(onConfirm: () => void | Promise<unknown>) {
  const onOpenChange = vi.fn();
  render(
    <ConfirmDialog
      defaultOpen
      title="Release WO 100001?"
      confirmLabel="Release"
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    />,
  );
  return { onOpenChange, confirm: await screen.findByRole("button", { name: "Release" }) };
}

describe("ConfirmDialog", () => {
  it("closes at once after a synchronous onConfirm", async () => {
    const onConfirm = vi.fn();
    const { confirm, onOpenChange } = await setup(onConfirm);
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("shows loading until the promise resolves, then closes", async () => {
    let resolve!: () => void;
    const { confirm, onOpenChange } = await setup(() => new Promise<void>((r) => (resolve = r)));
    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(onOpenChange).not.toHaveBeenCalled();
    resolve();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("stays open and usable when the promise rejects", async () => {
    const { confirm, onOpenChange } = await setup(() => Promise.reject(new Error("409")));
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute("aria-busy"));
    expect(confirm).toBeEnabled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });
});

describe("ConfirmDialog with a trigger", () => {
  it("downloads on the trigger's hover, opens on its click and gives the focus back when closed", async () => {
    const user = userEvent.setup();
    render(
      <ConfirmDialog
        trigger={<button type="button">Cancel PO</button>}
        title="Cancel PO 4500000001?"
        confirmLabel="Cancel PO"
        cancelLabel="Keep the PO"
        onConfirm={vi.fn()}
      />,
    );
    const trigger = screen.getByRole("button", { name: "Cancel PO" });
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("alertdialog")).toBeNull();

    await user.click(trigger);
    const keep = await screen.findByRole("button", { name: "Keep the PO" });
    expect(screen.getByRole("alertdialog", { name: "Cancel PO 4500000001?" })).toBeInTheDocument();
    await waitFor(() => expect(keep).toHaveFocus());
    expect(trigger).toHaveAttribute("aria-expanded", "true");

    await user.click(keep);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });
});
