import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CommandSearch } from "./command-search";
import { sampleResults } from "./fixtures";
import type { SearchResultItem } from "./types";

const label = "Search PO, WO or Customer";

const meta = {
  title: "Shell/CommandSearch",
  component: CommandSearch,
  args: { onSearch: fn(async () => sampleResults), onSelect: fn(), delayMs: 50 },
  parameters: { layout: "padded" },
} satisfies Meta<typeof CommandSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole("combobox", { name: label });

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const box = input(canvasElement);
    await expect(box).toHaveAttribute("placeholder", label);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    const frame = canvasElement.querySelector("[data-slot=command-search-box]")!.getBoundingClientRect();
    await expect([frame.width, frame.height]).toEqual([270, 40]);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** That two characters are never searched, however long one waits, is proved with a fake clock in use-command-search.test.ts. */
export const TypingUnderThreeCharacters: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(input(canvasElement), "AC");
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(input(canvasElement)).toHaveAttribute("aria-expanded", "false");
  },
};

export const Loading: Story = {
  args: { onSearch: fn(() => new Promise<SearchResultItem[]>(() => {})) },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(input(canvasElement), "4500");
    await expect(await page(canvasElement).findByRole("status")).toHaveTextContent("Searching…");
    await expect(input(canvasElement)).toBeDisabled();
    await expect(args.onSearch).toHaveBeenCalledWith("4500", expect.any(AbortSignal));
  },
};

export const Results: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(input(canvasElement), "ACME");
    const listbox = await page(canvasElement).findByRole("listbox", { name: "Search results" });
    const options = within(listbox).getAllByRole("option");
    await expect(options).toHaveLength(4);
    await expect(options[0]).toHaveTextContent(/4500012345.*03\/05\/2024.*ACME.*WO 100001/);
    await expect(options[1]).toHaveTextContent("WO N/A");
    await waitFor(() => expect(input(canvasElement)).toHaveFocus());
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

const longResults: SearchResultItem[] = [
  {
    CustomerId: "NORTHWESTERN-AEROSPACE",
    PONumber: "NWA-2024-000418-REV-B-BLANKET",
    PODate: "2024-04-15",
    WONumber: "100022",
    POKey: 1031,
  },
  { CustomerId: "CONSOLIDATED", PONumber: "CIM-PO-7781200455", PODate: "2024-12-31", WONumber: null, POKey: 1032 },
  ...sampleResults,
];

export const LongCustomerNames: Story = {
  args: { onSearch: fn(async () => longResults) },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), "2024");
    await expect(await page(canvasElement).findAllByRole("option")).toHaveLength(6);
  },
};

export const NoResults: Story = {
  args: { onSearch: fn(async () => []) },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), "ZZZ-999");
    await expect(await page(canvasElement).findByText("No results")).toBeInTheDocument();
    await expect(page(canvasElement).queryAllByRole("option")).toHaveLength(0);
  },
};

export const SearchFailed: Story = {
  args: { onSearch: fn(async () => Promise.reject(new Error("HTTP 500"))) },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), "ACME");
    await expect(await page(canvasElement).findByRole("alert")).toHaveTextContent("Search failed");
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), "ACME");
    await page(canvasElement).findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page(canvasElement).queryByRole("listbox")).not.toBeInTheDocument());
    await expect(input(canvasElement)).toHaveValue("ACME");
    await expect(input(canvasElement)).toHaveAttribute("aria-expanded", "false");
  },
};

/** The keyboard-only path: Ctrl+K from anywhere, type, arrow to a row, Enter picks it and clears the box. */
export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.keyboard("{Control>}k{/Control}");
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.keyboard("ACME");
    const listbox = await page(canvasElement).findByRole("listbox");
    await waitFor(() => expect(input(canvasElement)).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(within(listbox).getAllByRole("option")[2]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(sampleResults[2]);
    await expect(input(canvasElement)).toHaveValue("");
    await expect(input(canvasElement)).toHaveFocus();
  },
};

export const SlashFocuses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.keyboard("/");
    await expect(input(canvasElement)).toHaveFocus();
    await expect(input(canvasElement)).toHaveValue("");
  },
};

export const PickWithPointer: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(input(canvasElement), "ACME");
    await userEvent.click(await page(canvasElement).findByRole("option", { name: /PO-77120/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(sampleResults[2]);
    await expect(input(canvasElement)).toHaveValue("");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: Results.play,
};
