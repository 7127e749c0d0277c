import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { KeyboardShortcutsDialog } from "./keyboard-shortcuts-dialog";
import { sampleShortcutGroups } from "./fixtures";

describe("KeyboardShortcutsDialog", () => {
  it("lists each group under its heading, each shortcut with its keys", () => {
    render(<KeyboardShortcutsDialog open onOpenChange={() => {}} groups={sampleShortcutGroups} />);
    const dialog = screen.getByRole("dialog", { name: "Keyboard shortcuts" });
    expect(
      within(dialog)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Anywhere", "Go to"]);
    const goTo = within(dialog).getByRole("region", { name: "Go to" });
    const term = within(goTo).getByText("Purchase orders");
    const keys = term.nextElementSibling!;
    expect([...keys.querySelectorAll("kbd")].map((kbd) => kbd.textContent)).toEqual(["g", "p"]);
    expect(keys).toHaveTextContent("g p");
    const search = within(dialog).getByText("Open the command palette").nextElementSibling!;
    expect([...search.querySelectorAll("kbd")].map((kbd) => kbd.textContent)).toEqual(["Ctrl", "K"]);
    expect(search).toHaveTextContent("Ctrl+K");
  });

  it("closes on Escape", async () => {
    const onOpenChange = vi.fn();
    render(<KeyboardShortcutsDialog open onOpenChange={onOpenChange} groups={sampleShortcutGroups} />);
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("renders nothing while closed", () => {
    render(<KeyboardShortcutsDialog open={false} onOpenChange={() => {}} groups={sampleShortcutGroups} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
