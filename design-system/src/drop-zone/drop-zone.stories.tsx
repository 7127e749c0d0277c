import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { DropZone } from "./drop-zone";
import { FilePickerButton } from "./file-picker-button";

const meta = {
  title: "Primitives/DropZone",
  component: DropZone,
  args: {
    title: "Drop a CSV file here",
    description: "A header row, then one row per part. Up to 50 MB.",
    accept: ".csv,text/csv",
    onFiles: fn(),
  },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

const zoneOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>("[data-slot=drop-zone]")!;
const csv = () => new File(["Part number,Revision\nBRK-100,A\n"], "parts-2026.csv", { type: "text/csv" });

/** Dispatches a drag event carrying files, as the browser does when files from the desktop are dragged in. */
function drag(target: HTMLElement, type: "dragenter" | "dragover" | "drop", files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

export const Default: Story = {};

/** Keyboard only: Tab to "Choose file", Enter opens the picker, the file picked is passed on. */
export const PickByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>("[data-slot=file-picker-input]")!;
    // The real picker cannot open without a user gesture; the play function picks the file instead.
    const openPicker = spyOn(input, "click").mockImplementation(() => {});
    await userEvent.tab();
    const button = within(canvasElement).getByRole("button", { name: "Choose file" });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleDescription(
      "Drop a CSV file here A header row, then one row per part. Up to 50 MB.",
    );
    await userEvent.keyboard("{Enter}");
    await expect(openPicker).toHaveBeenCalledTimes(1);
    const file = csv();
    await userEvent.upload(input, file);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
  },
};

/** Files dragged over the zone: its border and icon turn to the primary colour. */
export const DragOver: Story = {
  play: async ({ canvasElement }) => {
    drag(zoneOf(canvasElement), "dragenter", [csv()]);
    await waitFor(() => expect(zoneOf(canvasElement)).toHaveAttribute("data-state", "drag-over"));
  },
};

/** A dropped file is passed on; only the first of several when the zone takes one. */
export const DropFile: Story = {
  play: async ({ args, canvasElement }) => {
    const zone = zoneOf(canvasElement);
    const files = [csv(), new File(["x"], "second.csv", { type: "text/csv" })];
    drag(zone, "dragenter", files);
    drag(zone, "dragover", files);
    drag(zone, "drop", files);
    await expect(args.onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: "parts-2026.csv" })]);
    await waitFor(() => expect(zone).toHaveAttribute("data-state", "idle"));
  },
};

/** A file is chosen: the zone names it and offers another. */
export const FileChosen: Story = {
  args: {
    title: "parts-2026.csv",
    description: "48.2 KB · drop another file here to replace it",
    buttonLabel: "Choose another file",
  },
};

/** While a job runs nothing can be dropped or picked. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Choose file" })).toBeDisabled();
    drag(zoneOf(canvasElement), "dragenter", [csv()]);
    await expect(zoneOf(canvasElement)).toHaveAttribute("data-state", "idle");
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

/** 375 px: the lines wrap; a long file name breaks anywhere rather than widening the page. */
export const SmallScreen: Story = {
  args: {
    title: "Northwind-Medical-part-list-with-price-breaks-2026-final-v3.csv",
    buttonLabel: "Choose another file",
  },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

/** The picker's button alone, for a screen that takes a file without a drop area (choosing a fixed file again). */
export const PickerButtonAlone: Story = {
  render: (args) => (
    <FilePickerButton accept=".csv,text/csv" onFiles={args.onFiles}>
      Choose another file
    </FilePickerButton>
  ),
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>("[data-slot=file-picker-input]")!;
    spyOn(input, "click").mockImplementation(() => {});
    const file = csv();
    await userEvent.upload(input, file);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
  },
};
