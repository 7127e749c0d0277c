import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { StatusBadge } from "../badge";
import { Button } from "../button";
import { AppHeader } from "../app-header";
import { CommandSearch } from "./command-search";
import { sampleResults } from "./fixtures";
import { samplePaletteCommands, sampleRecordGroups } from "./palette-fixtures";
import type { PaletteRecordGroup, SearchResultItem } from "./types";

const label = "Search PO, WO or Customer";
const runCommand = fn().mockName("runCommand");
const openRecord = fn().mockName("openRecord");
const commands = samplePaletteCommands(runCommand);
const recordGroups = sampleRecordGroups(openRecord);
/** What the spec's search answers for "bolt": BOLT-AERO's PO. */
const boltResults = [sampleResults[2]!];

/** The header's command palette: CommandSearch with `commands`, `onSearchRecords` and `onSubmitText`. */
const meta = {
  title: "Shell/CommandPalette",
  component: CommandSearch,
  args: {
    onSearch: fn(async () => sampleResults),
    onSelect: fn(),
    delayMs: 50,
    commands,
    onSearchRecords: fn(async () => recordGroups),
    onSubmitText: fn(),
  },
  argTypes: { commands: { control: false } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof CommandSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole("combobox", { name: label });
const groupNames = (canvasElement: HTMLElement) =>
  page(canvasElement)
    .getAllByRole("group")
    .map((group) => canvasElement.ownerDocument.getElementById(group.getAttribute("aria-labelledby")!)?.textContent);
const highlighted = (canvasElement: HTMLElement) =>
  page(canvasElement)
    .queryAllByRole("option")
    .filter((option) => option.getAttribute("aria-selected") === "true");

/** Tab into the box: the palette opens with recent records, Go to, Create and this screen's actions. */
export const EmptyWithRecents: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
    await page(canvasElement).findByRole("listbox", { name: "Commands and search results" });
    await expect(groupNames(canvasElement)).toEqual(["Recent", "Go to", "Create", "Actions"]);
    await expect(input(canvasElement)).toHaveAttribute("aria-expanded", "true");
    await expect(highlighted(canvasElement)[0]).toHaveTextContent("PO 4500012345");
    await expect(input(canvasElement)).toHaveAttribute("aria-activedescendant", highlighted(canvasElement)[0]!.id);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** A browser with no recent records yet; "/" opens it. */
export const CommandsOnly: Story = {
  args: { commands: commands.filter((group) => group.heading !== "Recent") },
  play: async ({ canvasElement }) => {
    await userEvent.keyboard("/");
    await expect(input(canvasElement)).toHaveFocus();
    await expect(input(canvasElement)).toHaveValue("");
    await page(canvasElement).findByRole("listbox");
    await expect(groupNames(canvasElement)).toEqual(["Go to", "Create", "Actions"]);
    const goTo = page(canvasElement).getByRole("option", { name: /Purchase orders/ });
    await expect([...goTo.querySelectorAll("kbd")].map((kbd) => kbd.textContent)).toEqual(["g", "p"]);
  },
};

/** Typing filters the commands at once, before any search; arrows move through what is left. */
export const FilteringCommands: Story = {
  args: { delayMs: 60_000 },
  play: async ({ args, canvasElement }) => {
    await userEvent.keyboard("{Control>}k{/Control}");
    await userEvent.keyboard("new");
    await expect(groupNames(canvasElement)).toEqual(["Create"]);
    await expect(page(canvasElement).getAllByRole("option")).toHaveLength(5);
    await userEvent.keyboard("{ArrowDown}");
    await expect(highlighted(canvasElement)[0]).toHaveTextContent("New customer");
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** The PO search and the record search run together: one "Searching…", the box disabled. */
export const Loading: Story = {
  args: {
    onSearch: fn(() => new Promise<SearchResultItem[]>(() => {})),
    onSearchRecords: fn(() => new Promise<PaletteRecordGroup[]>(() => {})),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(input(canvasElement));
    await userEvent.keyboard("bolt");
    await expect(await page(canvasElement).findByText("Searching…")).toBeInTheDocument();
    await expect(input(canvasElement)).toBeDisabled();
    await expect(args.onSearch).toHaveBeenCalledWith("bolt", expect.any(AbortSignal));
    await expect(args.onSearchRecords).toHaveBeenCalledWith("bolt", expect.any(AbortSignal));
    await expect(groupNames(canvasElement)).toEqual(["Recent"]);
  },
};

/**
 * Matching commands first, then the customers the text names (`isBeforeResults`), the spec's PO
 * rows under "Purchase orders", then each other record group. Before, the customer BOLT-AERO
 * came after every PO that mentions it.
 */
export const ResultsInEveryGroup: Story = {
  args: { onSearch: fn(async () => boltResults) },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    await userEvent.keyboard("bolt");
    await expect(await page(canvasElement).findByText("6 results")).toHaveAttribute("role", "status");
    await expect(groupNames(canvasElement)).toEqual([
      "Recent",
      "Customers",
      "Purchase orders",
      "Parts",
      "Suppliers",
      "Work orders",
    ]);
    await waitFor(() => expect(input(canvasElement)).toHaveFocus());
    await expect(highlighted(canvasElement)[0]).toHaveTextContent("BOLT-AERO");
    await userEvent.keyboard("{ArrowDown}");
    await expect(highlighted(canvasElement)[0]).toHaveTextContent(/BOLT-AERO.*Bolt Aerospace, Wichita KS/);
    await userEvent.keyboard("{ArrowDown}");
    await expect(highlighted(canvasElement)[0]).toHaveTextContent(/PO-77120.*04\/02\/2024.*BOLT-AERO.*WO 100014/);
  },
};

/** Picking a record by keyboard calls its onSelect and clears the box. */
export const PickRecordByKeyboard: Story = {
  args: { onSearch: fn(async () => boltResults) },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    await userEvent.keyboard("bolt");
    await page(canvasElement).findByText("6 results");
    await waitFor(() => expect(input(canvasElement)).toHaveFocus());
    await userEvent.keyboard("{End}{ArrowUp}{ArrowUp}");
    await expect(highlighted(canvasElement)[0]).toHaveTextContent("BOLT-0420 rev A");
    await userEvent.keyboard("{Enter}");
    await expect(openRecord).toHaveBeenCalledWith("part-BOLT-0420-A");
    await expect(input(canvasElement)).toHaveValue("");
    await expect(input(canvasElement)).toHaveFocus();
    await expect(input(canvasElement)).toHaveAttribute("aria-expanded", "false");
  },
};

export const NoResults: Story = {
  args: { onSearch: fn(async () => []), onSearchRecords: fn(async () => [{ heading: "Parts", items: [] }]) },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    await userEvent.keyboard("zzz-999");
    await expect(await page(canvasElement).findByText("No results")).toBeInTheDocument();
    await expect(page(canvasElement).queryAllByRole("option")).toHaveLength(0);
  },
};

export const SearchFailed: Story = {
  args: {
    onSearch: fn(async () => boltResults),
    onSearchRecords: fn(async () => Promise.reject(new Error("HTTP 500"))),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    await userEvent.keyboard("bolt");
    await expect(await page(canvasElement).findByRole("alert")).toHaveTextContent("Search failed");
    await expect(page(canvasElement).queryAllByRole("option", { name: /PO-77120/ })).toHaveLength(0);
  },
};

/**
 * A traveler's barcode scanned into the box: the digits and Enter within milliseconds, long before
 * the search's 1000 ms. Enter submits the number at once (the app opens that WO); the recent
 * "WO 100022" on screen is not highlighted, because a number never highlights a command. The
 * text stays, selected for the next scan, and its search goes on: once it answers, its first
 * suggestion is highlighted, as the spec's search does, and Enter would open it.
 */
export const ScanSubmitsWoNumber: Story = {
  args: {
    delayMs: 1000,
    onSearch: fn(async () => [sampleResults[3]!]),
    onSearchRecords: fn(async () => [
      {
        heading: "Work orders",
        items: [
          {
            id: "wo-100022",
            label: "WO 100022",
            detail: "BRK-1044 rev C · qty 40",
            meta: "Due 05/20/2024",
            badges: <StatusBadge status="Released" />,
            onSelect: () => openRecord("wo-100022"),
          },
        ],
      },
    ]),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.keyboard("{Control>}k{/Control}");
    await userEvent.keyboard("100022{Enter}");
    await expect(args.onSubmitText).toHaveBeenCalledWith("100022");
    await expect(args.onSubmitText).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(runCommand).not.toHaveBeenCalled();
    const box = input(canvasElement) as HTMLInputElement;
    await expect([box.value, box.selectionStart, box.selectionEnd]).toEqual(["100022", 0, 6]);
    await page(canvasElement).findByText("2 results");
    await expect(groupNames(canvasElement)).toEqual(["Recent", "Purchase orders", "Work orders"]);
    await expect(highlighted(canvasElement)).toHaveLength(1);
  },
};

/** Ctrl+K from a button and Escape: the list closes and focus goes back to the button. */
export const EscapeReturnsFocus: Story = {
  decorators: [
    (Story) => (
      <div className="flex items-start gap-4">
        <Story />
        <Button variant="outline">Ship PO</Button>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Ship PO" });
    button.focus();
    await userEvent.keyboard("{Control>}k{/Control}");
    await expect(input(canvasElement)).toHaveFocus();
    await page(canvasElement).findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page(canvasElement).queryByRole("listbox")).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(input(canvasElement)).toHaveAttribute("aria-expanded", "false");
  },
};

/** On a phone the box sits in the header's menu panel; the palette fits the 375 px screen. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <div className="min-h-svh bg-muted pt-16">
      <AppHeader isSignedIn currentPath="/po/1012" search={<CommandSearch {...args} />} />
    </div>
  ),
  args: { onSearch: fn(async () => boltResults) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Menu" }));
    await userEvent.click(input(canvasElement));
    await userEvent.keyboard("bolt");
    await page(canvasElement).findByText("6 results");
    // The whole list is on the 375 × 667 screen; what does not fit scrolls inside it.
    const list = page(canvasElement).getByRole("listbox").getBoundingClientRect();
    await expect(list.left).toBeGreaterThanOrEqual(0);
    await expect(list.right).toBeLessThanOrEqual(375);
    await expect(list.bottom).toBeLessThanOrEqual(667);
  },
};

/**
 * Ctrl+K or "/" on a phone with the menu closed: the menu opens and the box takes the focus;
 * Escape closes the menu again and gives the focus back. (The box used to sit unreachable in the
 * closed menu.)
 */
export const PhoneShortcutWithMenuClosed: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <div className="min-h-svh bg-muted pt-16">
      <AppHeader isSignedIn currentPath="/po/1012" search={<CommandSearch {...args} />} />
      <main className="p-4">
        <Button variant="outline">Ship PO</Button>
      </main>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Menu" });
    const button = canvas.getByRole("button", { name: "Ship PO" });
    button.focus();
    await userEvent.keyboard("{Control>}k{/Control}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(input(canvasElement)).toHaveFocus();
    await page(canvasElement).findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await expect(button).toHaveFocus();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("/");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(input(canvasElement)).toHaveFocus();
    await expect(await page(canvasElement).findByRole("group", { name: "Create" })).toBeVisible();
  },
};
