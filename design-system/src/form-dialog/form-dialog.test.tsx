import { render, screen, waitFor } from "@testing-library/react";
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
});
