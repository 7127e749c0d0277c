import { useMemo, type ReactNode } from "react";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { ApiClientProvider, useApi } from "../../api/api-context";
import { ApiError, type ApiClient, type UploadOptions } from "../../api/client";
import { importKinds, type ImportMapping, type ImportProgressLine } from "../../api/imports/types";
import { findToast, appScreenStory } from "../../storybook/app-story-frame";
import { pending } from "../../storybook/story-api";
import {
  cleanPreview,
  conflictMessage,
  currentPreview,
  importResult,
  partsFile,
  previewWithProblems,
  unmappedPreview,
} from "./fixtures";
import { ImportScreen } from "./import-screen";
import { importRoutes } from "./story-api";

const STORY_USER = "00u-story";
const memoryKey = (kind: string) => `shopdesk.import-mapping.${STORY_USER}.${kind}`;

const meta = {
  title: "App/Import",
  component: ImportScreen,
  ...appScreenStory({ api: importRoutes(), route: { path: "/import?kind=parts" } }),
  args: { kind: "parts", onKindChange: fn(), userId: STORY_USER },
  // Each story starts with nothing remembered: the mapping memory lives in localStorage, which stories share.
  beforeEach: () => {
    for (const kind of importKinds) localStorage.removeItem(memoryKey(kind));
  },
} satisfies Meta<typeof ImportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses Tab until `element` has the focus, as a keyboard user moves through the page. */
async function tabTo(element: HTMLElement) {
  for (let presses = 0; presses < 40 && element.ownerDocument.activeElement !== element; presses++)
    await userEvent.tab();
  await expect(element).toHaveFocus();
}

/** Keyboard only: Tab to "Choose file", Enter, and the file is picked (the play function stands in for the system's picker). */
async function pickFile(canvasElement: HTMLElement, file = partsFile()) {
  const button = await within(canvasElement).findByRole("button", { name: "Choose file" });
  const input = button.parentElement!.querySelector<HTMLInputElement>("[data-slot=file-picker-input]")!;
  const openPicker = spyOn(input, "click").mockImplementation(() => {});
  await tabTo(button);
  await userEvent.keyboard("{Enter}");
  await expect(openPicker).toHaveBeenCalled();
  await userEvent.upload(input, file);
  openPicker.mockRestore();
}

/** Picks the file, then presses Enter on the Import button once the preview allows it. */
async function pickFileAndImport(canvasElement: HTMLElement) {
  await pickFile(canvasElement);
  const button = await within(canvasElement).findByRole("button", { name: "Import 5 records" });
  await waitFor(() => expect(button).toBeEnabled());
  await tabTo(button);
  await userEvent.keyboard("{Enter}");
}

/** The preview answers "Issue" as unmatched until the user maps it to Revision; then the file is clean. */
const revisionUnmapped = (mapping: ImportMapping | undefined) =>
  mapping?.Revision !== undefined ? { ...cleanPreview, File: unmappedPreview.File, Mapping: mapping } : unmappedPreview;

/** The file is still going up: 40% of it sent, and the server's answer never comes. */
function SlowUpload({ children }: { children: ReactNode }) {
  const api = useApi();
  const slow = useMemo(
    () => ({
      ...api,
      // The file and its options follow the route (or path) and the call's input.
      upload: ((...args: unknown[]) => {
        const at = args.findIndex((arg) => arg instanceof Blob);
        const file = args[at] as Blob;
        (args[at + 1] as UploadOptions | undefined)?.onProgress?.(Math.round(file.size * 0.4), file.size);
        return pending();
      }) as ApiClient["upload"],
    }),
    [api],
  );
  return <ApiClientProvider client={slow}>{children}</ApiClientProvider>;
}

const withSlowUpload: Decorator = (Story) => (
  <SlowUpload>
    <Story />
  </SlowUpload>
);

/** Dispatches a drag event carrying files, as the browser does when files from the desktop are dragged in. */
function drag(target: HTMLElement, type: "dragenter" | "dragover" | "drop", files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

/** Keyboard only: the arrow keys choose the kind, Enter on "Download template" downloads that kind's template. */
export const KindChosen: Story = {
  args: { kind: "customers" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole("radio", { name: "Customers" }));
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Parts with price breaks" })).toBeChecked();
    await expect(args.onKindChange).toHaveBeenLastCalledWith("parts");
    await userEvent.tab();
    const template = canvas.getByRole("button", { name: "Download template" });
    await expect(template).toHaveFocus();
    await expect(template).toHaveAccessibleDescription("Parts with price breaks: the header row and two example rows.");
    await userEvent.keyboard("{Enter}");
    await findToast(canvasElement, "Downloading parts-template.csv");
  },
};

/** A file dropped on the zone: the server matched its columns, and the preview is clean. */
export const FileDropped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvasElement.querySelector<HTMLElement>("[data-slot=drop-zone]")!;
    const file = partsFile();
    drag(zone, "dragenter", [file]);
    drag(zone, "dragover", [file]);
    drag(zone, "drop", [file]);
    await expect(await canvas.findByRole("heading", { name: "Columns" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Item # imports as" })).toHaveValue("PartNumber");
    await expect(canvas.getByRole("combobox", { name: "Internal code imports as" })).toHaveValue("");
    await expect(
      canvas.getByText("parts-2026.csv: 45 rows · UTF-8 · separated by commas", { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "parts-2026.csv: 3 to create, 2 to update, 40 unchanged. No problems: ready to import.",
    );
  },
};

/** The file is on its way up (a big file on a slow line): a progress bar of the bytes sent. */
export const FileUploading: Story = {
  decorators: [withSlowUpload],
  play: async ({ canvasElement }) => {
    await pickFile(canvasElement, new File([new Uint8Array(2_516_582)], "parts-2026.csv", { type: "text/csv" }));
    const bar = await within(canvasElement).findByRole("progressbar", { name: "Sending parts-2026.csv" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(bar).toHaveAttribute("aria-valuetext", "40%, 983 KB of 2.4 MB");
    await expect(within(canvasElement).getByRole("button", { name: "Choose another file" })).toHaveFocus();
  },
};

/** No column of the file was matched to Revision, which every row needs: said above the columns and in the problems. */
export const RequiredColumnUnmapped: Story = {
  parameters: { api: importRoutes({ preview: revisionUnmapped }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFile(canvasElement);
    await expect(await canvas.findByText("No column for Revision")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Issue imports as" })).toHaveValue("");
    const problems = canvas.getByRole("table", { name: "1 problem" });
    await expect(
      within(problems).getByRole("cell", { name: "No column is mapped to Revision, which every row needs." }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Import" })).toBeDisabled();
  },
};

/** Keyboard only: Tab to the unmatched column's select and choose Revision; the preview follows, and the choice is remembered. */
export const MapColumnByKeyboard: Story = {
  parameters: { api: importRoutes({ preview: revisionUnmapped }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFile(canvasElement);
    const select = await canvas.findByRole("combobox", { name: "Issue imports as" });
    await tabTo(select);
    await userEvent.selectOptions(select, "Revision (required)");
    await expect(
      await canvas.findByText("No problems. The import writes every row or none: if anything fails, nothing changes."),
    ).toBeVisible();
    await expect(canvas.queryByText("No column for Revision")).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Import 5 records" })).toBeEnabled();
    await expect(JSON.parse(localStorage.getItem(memoryKey("parts"))!)).toMatchObject({
      issue: "Revision",
      item: "PartNumber",
      internalcode: "",
    });
  },
};

/** What the user mapped for an earlier parts file applies to this one: "Internal code" goes to Notes, "Setup" is left out. */
export const RememberedMapping: Story = {
  beforeEach: () => localStorage.setItem(memoryKey("parts"), JSON.stringify({ internalcode: "Notes", setup: "" })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFile(canvasElement);
    await expect(await canvas.findByRole("combobox", { name: "Internal code imports as" })).toHaveValue("Notes");
    await expect(canvas.getByRole("combobox", { name: "Setup imports as" })).toHaveValue("");
    await expect(canvas.getByRole("combobox", { name: "Item # imports as" })).toHaveValue("PartNumber");
  },
};

/** A Windows-1252 file with semicolons and problems: each by line and column, more than the server lists, and no Import. */
export const PreviewWithProblems: Story = {
  parameters: { api: importRoutes({ preview: () => previewWithProblems }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFile(canvasElement);
    const problems = await canvas.findByRole("table", { name: "504 problems" });
    const rows = within(problems).getAllByRole("row");
    await expect(rows).toHaveLength(5);
    const cells = within(rows[1]!).getAllByRole("cell");
    await expect(cells[0]).toHaveTextContent("7");
    await expect(cells[1]).toHaveTextContent("Price 1");
    await expect(cells[2]).toHaveTextContent(/At most 4 decimals\.$/);
    await expect(canvas.getByText("and 500 more problems not listed")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Import 4 records" })).toBeDisabled();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "504 problems to fix in the file before it can be imported.",
    );
  },
};

/** No problems: the counts, the first rows as they will be stored, and Import reached with Tab. */
export const PreviewClean: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFile(canvasElement);
    const counts = await canvas.findAllByRole("definition");
    await expect(counts.map((count) => count.textContent)).toEqual(["3", "2", "40"]);
    const firstRows = canvas.getByRole("table", { name: "First rows as they will be stored" });
    await expect(within(firstRows).getAllByRole("row")).toHaveLength(11);
    await expect(
      canvas.getByText(/^The first 10 of 45 rows: amounts, dates and text as the import saves them\./),
    ).toBeVisible();
    const button = canvas.getByRole("button", { name: "Import 5 records" });
    await tabTo(button);
  },
};

/**
 * The first rows as the import will store them, not only counts (a file's "$12.50" is 12.5000, its "acme" ACME):
 * each row's line, what the import does with it, and its values under the import's headers.
 */
export const FirstRowsAsStored: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFile(canvasElement);
    const table = await canvas.findByRole("table", { name: "First rows as they will be stored" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      "Line",
      "Change",
      "Part number",
      "Revision",
      "Description",
      "Customer id",
      "Material",
      "Lot charge",
      "Break 1 quantity",
      "Break 1 price",
      "Break 2 quantity",
      "Break 2 price",
    ]);
    const [, first, second] = within(table).getAllByRole("row");
    await expect(
      within(first!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "2",
      "Create",
      "BRK-100",
      "A",
      "Mounting bracket",
      "ACME",
      "6061-T6",
      "45.00",
      "1",
      "12.5000",
      "10",
      "11.0000",
    ]);
    await expect(within(second!).getAllByRole("cell")[1]).toHaveTextContent("Update");
  },
};

/** A row with a problem among the first rows shows what the file says (2.10005), the others as they will be stored. */
export const FirstRowsWithProblem: Story = {
  parameters: { api: importRoutes({ preview: () => previewWithProblems }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFile(canvasElement);
    const table = await canvas.findByRole("table", { name: "First rows as they will be stored" });
    const problem = within(table)
      .getAllByRole("row")
      .find((row) => row.getAttribute("data-action") === "problem")!;
    await expect(
      within(problem)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["7", "Problem", "SPC-300", "A", "Spacer, 10 mm", "ACME", "6061-T6", "0", "1", "2.10005", "500", "1.95"]);
    await expect(canvas.getByText("A row with a problem shows what the file says.", { exact: false })).toBeVisible();
  },
};

/** The import under way: the bar follows the server's progress lines (30 of 45 rows). */
export const Importing: Story = {
  parameters: {
    api: importRoutes({
      run: async function* (): AsyncGenerator<ImportProgressLine> {
        yield { Progress: { Done: 15, Total: 45 } };
        yield { Progress: { Done: 30, Total: 45 } };
        await pending();
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFileAndImport(canvasElement);
    const bar = await canvas.findByRole("progressbar", { name: "Importing parts-2026.csv" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "66"));
    await expect(bar).toHaveAttribute("aria-valuetext", "66%, 30 of 45 rows");
    await expect(canvas.getByRole("radio", { name: "Customers" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "Item # imports as" })).toBeDisabled();
  },
};

/** Done: the counts, the records created and updated, the part list; the summary's heading has the focus. */
export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFileAndImport(canvasElement);
    const heading = await canvas.findByRole("heading", { name: "Imported parts-2026.csv" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole("link", { name: "Part BRK-100 rev A" })).toHaveAttribute(
      "href",
      importResult.Records[0]!.Path,
    );
    await expect(canvas.getByText("and 1 more record: see the list.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Open the part list" })).toHaveAttribute("href", "/part");
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Imported parts-2026.csv: 3 created, 2 updated, 40 unchanged.",
    );
    await expect(canvas.queryByRole("heading", { name: "Preview" })).not.toBeInTheDocument();
  },
};

/** Someone changed a part between the preview and the import (409): their change is named, the preview is as things are now. */
export const Conflict: Story = {
  parameters: {
    api: importRoutes({
      run: () => {
        throw new ApiError(409, "conflict", conflictMessage, undefined, currentPreview);
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFileAndImport(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(`A record changed since the preview${conflictMessage}`);
    const counts = canvas.getAllByRole("definition");
    await expect(counts.map((count) => count.textContent)).toEqual(["3", "3", "39"]);
    await expect(canvas.getByRole("button", { name: "Import 6 records" })).toBeEnabled();
  },
};

/** The server refused the file (too large): its words, and the drop zone to choose another. */
export const FileRefused: Story = {
  parameters: {
    api: importRoutes({
      preview: () => {
        throw new ApiError(
          413,
          "too_large",
          "The file is over 50 MB. Split it, or leave out the columns you do not import.",
        );
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFile(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Could not read parts-2026.csv");
    await expect(alert).toHaveTextContent(
      "The file is over 50 MB. Split it, or leave out the columns you do not import.",
    );
    await expect(canvas.queryByRole("heading", { name: "Preview" })).not.toBeInTheDocument();
  },
};

/** The write failed part-way: the server says why, and that nothing was changed. */
export const ImportFailed: Story = {
  parameters: {
    api: importRoutes({
      run: () => [
        { Progress: { Done: 15, Total: 45 } },
        { Error: { message: "The database did not answer in time. Nothing was changed; try again." } },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFileAndImport(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Nothing was imported");
    await expect(alert).toHaveTextContent("The database did not answer in time. Nothing was changed; try again.");
    await expect(canvas.getByRole("button", { name: "Import 5 records" })).toBeEnabled();
  },
};

/** 375 px: the kinds in one column, the page fits, and so do the problems (the column rides under its message); the first rows scroll sideways in their own box. */
export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  parameters: { api: importRoutes({ preview: () => previewWithProblems }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFile(canvasElement);
    const problems = await canvas.findByRole("table", { name: "504 problems" });
    const box = problems.closest<HTMLElement>("[data-slot=table-container]")!;
    await waitFor(() => expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** 375 px: the first rows' table is wider than the phone, so its box scrolls sideways and is reached with Tab (the arrow keys scroll it). */
export const FirstRowsSmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickFile(canvasElement);
    const table = await canvas.findByRole("table", { name: "First rows as they will be stored" });
    const box = table.closest<HTMLElement>("[data-slot=table-container]")!;
    await waitFor(() => expect(box).toHaveAttribute("tabindex", "0"));
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await tabTo(box);
  },
};
