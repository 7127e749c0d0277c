import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Arrived, createLateArrival, deliverLateArrival } from "../lib/late-arrival";
import { CommandSearch, type CommandSearchProps } from "./command-search";
import { CommandSearchPlaceholder } from "./command-search-placeholder";
import { samplePaletteCommands } from "./palette-fixtures";
import { createSearchHandoff } from "./search-handoff";
import { sampleResults } from "./fixtures";

/** The header's box as the shell has it: the placeholder until the palette's code arrives. */
function LateCommandSearch(props: CommandSearchProps) {
  const [handoff] = React.useState(createSearchHandoff);
  const [arrival] = React.useState(createLateArrival);
  return (
    <div className="flex flex-col items-start gap-4">
      <button type="button" className="rounded-md border px-3 py-2 text-sm">
        Elsewhere
      </button>
      <React.Suspense fallback={<CommandSearchPlaceholder handoff={handoff} />}>
        <Arrived arrival={arrival}>
          <CommandSearch {...props} takeOver={handoff} />
        </Arrived>
      </React.Suspense>
    </div>
  );
}

const meta = {
  title: "Shell/CommandSearchPlaceholder",
  component: LateCommandSearch,
  args: {
    onSearch: fn(async () => sampleResults),
    onSelect: fn(),
    delayMs: 50,
    commands: samplePaletteCommands(() => undefined),
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof LateCommandSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = "Search PO, WO or Customer";
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The placeholder is a plain text box; the palette's box is a combobox. */
const placeholder = (canvasElement: HTMLElement) => within(canvasElement).getByRole("textbox", { name: label });
const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole("combobox", { name: label });
const paletteArrived = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(canvasElement.querySelector("[data-slot=command-search]")).not.toHaveAttribute(
      "data-status",
      "loading-palette",
    ),
  );

/** Before the palette's code arrives: the same box, named and sized as the palette's. */
export const WhileThePaletteDownloads: Story = {
  play: async ({ canvasElement }) => {
    await expect(placeholder(canvasElement)).toHaveAttribute("placeholder", label);
    const frame = canvasElement.querySelector("[data-slot=command-search-box]")!.getBoundingClientRect();
    await expect([frame.width, frame.height]).toEqual([270, 40]);
  },
};

/** Typed before the code arrived: the palette takes the text and the focus, and searches it. */
export const TypedBeforeItArrives: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(placeholder(canvasElement));
    await userEvent.keyboard("ACME");
    deliverLateArrival();
    await paletteArrived(canvasElement);
    await expect(box(canvasElement)).toHaveValue("ACME");
    await expect(box(canvasElement)).toHaveFocus();
    const listbox = await page(canvasElement).findByRole("listbox", { name: "Commands and search results" });
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith("ACME", expect.any(AbortSignal)));
    await expect(await within(listbox).findByRole("option", { name: /4500012345/ })).toBeInTheDocument();
    await userEvent.keyboard("Z");
    await expect(box(canvasElement)).toHaveValue("ACMEZ");
  },
};

/** Ctrl+K before the code arrived: the box had the focus, and Escape still gives it back. */
export const ShortcutBeforeItArrives: Story = {
  play: async ({ canvasElement }) => {
    const elsewhere = within(canvasElement).getByRole("button", { name: "Elsewhere" });
    elsewhere.focus();
    await userEvent.keyboard("{Control>}k{/Control}");
    await expect(placeholder(canvasElement)).toHaveFocus();
    deliverLateArrival();
    await paletteArrived(canvasElement);
    await expect(box(canvasElement)).toHaveFocus();
    await expect(await page(canvasElement).findByRole("group", { name: "Go to" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(elsewhere).toHaveFocus());
  },
};

/** Nobody touched it: the palette arrives closed, and takes no focus from the page. */
export const UntouchedWhenItArrives: Story = {
  play: async ({ canvasElement }) => {
    const elsewhere = within(canvasElement).getByRole("button", { name: "Elsewhere" });
    elsewhere.focus();
    deliverLateArrival();
    await paletteArrived(canvasElement);
    await expect(elsewhere).toHaveFocus();
    await expect(box(canvasElement)).toHaveValue("");
    await expect(box(canvasElement)).toHaveAttribute("aria-expanded", "false");
  },
};

/** In the box, then out of it before the code arrived: the palette leaves the focus where the user put it. */
export const LeftBeforeItArrives: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(placeholder(canvasElement));
    await userEvent.keyboard("45");
    const elsewhere = within(canvasElement).getByRole("button", { name: "Elsewhere" });
    await userEvent.click(elsewhere);
    deliverLateArrival();
    await paletteArrived(canvasElement);
    await expect(elsewhere).toHaveFocus();
    await expect(box(canvasElement)).toHaveValue("45");
  },
};
