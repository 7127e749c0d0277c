import * as React from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Dialog, DialogTitle } from "../dialog/dialog";
import { DialogContent } from "../dialog/dialog-content";
import { Combobox } from "./combobox";

type Part = { PartNumber: string };
const parts: Part[] = [{ PartNumber: "BRK-100" }, { PartNumber: "BRK-200" }, { PartNumber: "SHAFT-7" }];

function PartCombobox(props: Partial<React.ComponentProps<typeof Combobox<Part>>>) {
  const [search, setSearch] = React.useState("");
  return (
    <Combobox<Part>
      aria-label="Part"
      listLabel="Parts"
      options={parts.filter((part) => part.PartNumber.toLowerCase().includes(search.toLowerCase()))}
      itemText={(part) => part.PartNumber}
      itemKey={(part) => part.PartNumber}
      onSearchChange={setSearch}
      {...props}
    />
  );
}

describe("Combobox", () => {
  it("takes the active option on Tab once something is typed, and moves on", async () => {
    const onChange = vi.fn();
    render(
      <>
        <PartCombobox onChange={onChange} />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.click(screen.getByRole("combobox", { name: "Part" }));
    await userEvent.keyboard("shaft");
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(parts[2]);
    expect(screen.getByRole("combobox", { name: "Part" })).toHaveValue("SHAFT-7");
    expect(screen.getByRole("button", { name: "Next" })).toHaveFocus();
  });

  it("does not pick on Tab when nothing was typed", async () => {
    const onChange = vi.fn();
    render(<PartCombobox onChange={onChange} />);
    await userEvent.click(screen.getByRole("combobox", { name: "Part" }));
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows a value chosen from outside (a form reset)", () => {
    const { rerender } = render(<PartCombobox value={parts[0]} />);
    expect(screen.getByRole("combobox", { name: "Part" })).toHaveValue("BRK-100");
    rerender(<PartCombobox value={parts[1]} />);
    expect(screen.getByRole("combobox", { name: "Part" })).toHaveValue("BRK-200");
  });

  it("Enter picks without submitting the form around it", async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PartCombobox />
      </form>,
    );
    await userEvent.click(screen.getByRole("combobox", { name: "Part" }));
    await userEvent.keyboard("{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("combobox", { name: "Part" })).toHaveValue("BRK-100");
  });

  it("leaving the box closes the list and trims unchosen text", async () => {
    const onBlur = vi.fn();
    render(<PartCombobox onBlur={onBlur} />);
    const input = screen.getByRole("combobox", { name: "Part" });
    await userEvent.click(input);
    await userEvent.keyboard("  bracket ");
    await userEvent.tab();
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("bracket");
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it("follows a controlled open prop and reports what it wants", async () => {
    const onOpenChange = vi.fn();
    render(<PartCombobox open={false} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole("combobox", { name: "Part" }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("points the box at its list and at the highlighted option as the keys move it", async () => {
    render(<PartCombobox />);
    const input = screen.getByRole("combobox", { name: "Part" });
    await userEvent.click(input);
    const listbox = await screen.findByRole("listbox", { name: "Parts" });
    await waitFor(() => expect(input).toHaveAttribute("aria-expanded", "true"));
    expect(input).toHaveAttribute("aria-controls", listbox.id);
    const options = within(listbox).getAllByRole("option");
    await waitFor(() => expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id));
    await userEvent.keyboard("{ArrowUp}");
    expect(options[2]).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(input).toHaveAttribute("aria-activedescendant", options[2]!.id));
  });

  it("portals its list to the body, or into the open dialog beside the box that scrolls", async () => {
    const { unmount } = render(<PartCombobox />);
    await userEvent.click(screen.getByRole("combobox", { name: "Part" }));
    expect((await screen.findByRole("listbox", { name: "Parts" })).closest("[data-slot=combobox]")).toBeNull();
    unmount();

    render(
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>New PO line</DialogTitle>
          <PartCombobox />
        </DialogContent>
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "New PO line" });
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Part" }));
    const listbox = await within(dialog).findByRole("listbox", { name: "Parts" });
    expect(listbox.closest("[data-slot=dialog-box]")).toBeNull();
  });
});
