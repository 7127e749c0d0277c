import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
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
});
