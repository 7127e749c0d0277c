import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FormDialog } from "./form-dialog";

describe("FormDialog", () => {
  it("hands the submit to onSubmit without the browser's own submit, and stays open", async () => {
    const onSubmit = vi.fn((event: React.FormEvent<HTMLFormElement>) => expect(event.defaultPrevented).toBe(true));
    render(
      <FormDialog defaultOpen title="New supplier" submitLabel="Create supplier" onSubmit={onSubmit}>
        <input aria-label="Supplier code" />
      </FormDialog>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Create supplier" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("dialog", { name: "New supplier" })).toBeInTheDocument();
  });

  it("closes when its controller says so, and reports Cancel", async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<FormDialog open title="New part" onSubmit={vi.fn()} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole("dialog", { name: "New part" })).toBeInTheDocument();
    rerender(<FormDialog open={false} title="New part" onSubmit={vi.fn()} onOpenChange={onOpenChange} />);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the fallback instead of the form", () => {
    render(<FormDialog defaultOpen title="Edit packing slip 1" fallback={<p>Could not load the packing slip</p>} />);
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.getByText("Could not load the packing slip")).toBeInTheDocument();
  });

  describe("with typed text (isDirty)", () => {
    function setup(isDirty: boolean) {
      const onOpenChange = vi.fn();
      render(
        <>
          <button type="button">New customer</button>
          <FormDialog defaultOpen isDirty={isDirty} title="New customer" onSubmit={vi.fn()} onOpenChange={onOpenChange}>
            <input aria-label="Code" />
          </FormDialog>
        </>,
      );
      return {
        onOpenChange,
        dialog: screen.getByRole("dialog", { name: "New customer" }),
        code: screen.getByRole("textbox", { name: "Code" }),
      };
    }

    it.each([
      ["Escape", () => userEvent.keyboard("{Escape}")],
      ["Cancel", () => userEvent.click(screen.getByRole("button", { name: "Cancel" }))],
      ["the ×", () => userEvent.click(screen.getByRole("button", { name: "Close" }))],
    ])("%s asks before discarding; Keep editing goes back to the form", async (_name, close) => {
      const { onOpenChange, dialog, code } = setup(true);
      code.focus();
      await close();
      const question = await screen.findByRole("alertdialog", { name: "Discard what you typed?" });
      expect(question).toHaveAccessibleDescription("Nothing has been saved yet.");
      expect(within(question).getByRole("button", { name: "Keep editing" })).toHaveFocus();
      await userEvent.click(within(question).getByRole("button", { name: "Keep editing" }));
      await waitFor(() => expect(question).not.toBeInTheDocument());
      expect(dialog).toBeInTheDocument();
      expect(onOpenChange).not.toHaveBeenCalled();
    });

    it("Escape in the question keeps editing, with the focus back where it was", async () => {
      const { onOpenChange, dialog, code } = setup(true);
      code.focus();
      await userEvent.keyboard("{Escape}");
      const question = await screen.findByRole("alertdialog", { name: "Discard what you typed?" });
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(question).not.toBeInTheDocument());
      expect(dialog).toBeInTheDocument();
      expect(code).toHaveFocus();
      expect(onOpenChange).not.toHaveBeenCalled();
    });

    it("Discard closes the dialog", async () => {
      const { onOpenChange, dialog, code } = setup(true);
      code.focus();
      await userEvent.keyboard("{Escape}");
      const question = await screen.findByRole("alertdialog", { name: "Discard what you typed?" });
      await userEvent.click(within(question).getByRole("button", { name: "Discard" }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(question).not.toBeInTheDocument();
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    });

    it("Discard gives the focus back to the trigger", async () => {
      render(
        <FormDialog isDirty trigger={<button type="button">New part</button>} title="New part" onSubmit={vi.fn()}>
          <input aria-label="Part number" />
        </FormDialog>,
      );
      const trigger = screen.getByRole("button", { name: "New part" });
      await userEvent.click(trigger);
      await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
      const question = await screen.findByRole("alertdialog", { name: "Discard what you typed?" });
      await userEvent.click(within(question).getByRole("button", { name: "Discard" }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "New part" })).not.toBeInTheDocument());
      expect(trigger).toHaveFocus();
    });

    it("with nothing typed, Escape closes at once", async () => {
      const { onOpenChange, dialog, code } = setup(false);
      code.focus();
      await userEvent.keyboard("{Escape}");
      expect(dialog).not.toBeInTheDocument();
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    });
  });
});
