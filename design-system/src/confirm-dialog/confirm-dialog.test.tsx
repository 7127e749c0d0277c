import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

function setup(onConfirm: () => void | Promise<unknown>) {
  const onOpenChange = vi.fn();
  render(<ConfirmDialog defaultOpen title="Release WO 100001?" confirmLabel="Release" onConfirm={onConfirm} onOpenChange={onOpenChange} />);
  return { onOpenChange, confirm: screen.getByRole("button", { name: "Release" }) };
}

describe("ConfirmDialog", () => {
  it("closes at once after a synchronous onConfirm", async () => {
    const onConfirm = vi.fn();
    const { confirm, onOpenChange } = setup(onConfirm);
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("shows loading until the promise resolves, then closes", async () => {
    let resolve!: () => void;
    const { confirm, onOpenChange } = setup(() => new Promise<void>((r) => (resolve = r)));
    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(onOpenChange).not.toHaveBeenCalled();
    resolve();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("stays open and usable when the promise rejects", async () => {
    const { confirm, onOpenChange } = setup(() => Promise.reject(new Error("409")));
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute("aria-busy"));
    expect(confirm).toBeEnabled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });
});
