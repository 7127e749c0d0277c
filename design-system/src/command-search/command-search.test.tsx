import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CommandSearch } from "./command-search";
import { sampleResults } from "./fixtures";
import type { SearchFunction } from "./types";

function setup(onSearch: SearchFunction = vi.fn(async () => sampleResults)) {
  const onSelect = vi.fn();
  const user = userEvent.setup();
  render(
    <div>
      <button type="button">Elsewhere</button>
      <CommandSearch onSearch={onSearch} onSelect={onSelect} delayMs={20} />
    </div>,
  );
  const input = screen.getByRole("combobox", { name: "Search PO, WO or Customer" });
  return { user, input, onSearch, onSelect };
}

describe("CommandSearch", () => {
  it("is keyboard-only operable: Ctrl+K, type, arrows, Enter", async () => {
    const { user, input, onSearch, onSelect } = setup();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    await user.keyboard("{Control>}k{/Control}");
    expect(input).toHaveFocus();
    await user.keyboard("ACME");
    const listbox = await screen.findByRole("listbox", { name: "Search results" });
    expect(onSearch).toHaveBeenCalledWith("ACME", expect.any(AbortSignal));
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(within(listbox).getAllByRole("option")).toHaveLength(4);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(within(listbox).getAllByRole("option")[2]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(sampleResults[2]);
    expect(input).toHaveValue("");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("focuses on '/' unless the user is typing in another field", async () => {
    const { user, input } = setup();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    await user.keyboard("/");
    expect(input).toHaveFocus();
    expect(input).toHaveValue("");
  });

  it("shows each row's customer, PO, date and WO or N/A", async () => {
    const { user, input } = setup();
    await user.type(input, "4500");
    const options = await screen.findAllByRole("option");
    expect(options[0]).toHaveTextContent(/4500012345.*03\/05\/2024.*ACME.*WO 100001/);
    expect(options[1]).toHaveTextContent("WO N/A");
  });

  it("searches nothing under 3 characters", async () => {
    const { user, input, onSearch } = setup();
    await user.type(input, "AC");
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(onSearch).not.toHaveBeenCalled();
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("is disabled while loading and takes focus back when results arrive", async () => {
    let resolve: (value: typeof sampleResults) => void = () => {};
    const { user, input } = setup(() => new Promise((res) => (resolve = res)));
    await user.type(input, "ACME");
    await waitFor(() => expect(input).toBeDisabled());
    expect(screen.getByRole("status")).toHaveTextContent("Searching…");
    resolve(sampleResults);
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveFocus();
  });

  it("shows a no-results row and an error row", async () => {
    const onSearch = vi.fn<SearchFunction>().mockResolvedValueOnce([]).mockRejectedValueOnce(new Error("HTTP 500"));
    const { user, input } = setup(onSearch);
    await user.type(input, "ZZZ");
    expect(await screen.findByText("No results")).toBeInTheDocument();
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    await user.type(input, "Z");
    expect(await screen.findByRole("alert")).toHaveTextContent("Search failed");
  });

  it("closes on Escape and reopens with ArrowDown", async () => {
    const { user, input } = setup();
    await user.type(input, "ACME");
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(input).toHaveValue("ACME");
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
  });
});
