import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { AttachmentsCard } from "./attachments-card";
import { failedUpload, partFiles, supersededFiles, supplierFiles, uploadsInProgress } from "./fixtures";

const meta = {
  title: "Data display/AttachmentsCard",
  component: AttachmentsCard,
  args: {
    attachments: partFiles,
    defaultKind: "Drawing",
    onOpen: fn(),
    onAddFiles: fn(),
    onCancelUpload: fn(),
    onDismissUpload: fn(),
    onEdit: fn(() => Promise.resolve()),
    onRemove: fn(() => Promise.resolve()),
  },
  // As wide as a record screen's side panel (26rem, app/src/shared/lists/record-detail.tsx) unless a story says "wide".
  decorators: [
    (Story, { parameters }) => (
      <div className={parameters.panel === "wide" ? "max-w-3xl" : "max-w-[26rem]"}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AttachmentsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const cardOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>("[data-slot=attachments-card]")!;
const pdf = () => new File(["%PDF-1.7"], "BRK-100-C drawing.pdf", { type: "application/pdf" });

/** Dispatches a drag event carrying files, as the browser does when files from the desktop are dragged in. */
function drag(target: HTMLElement, type: "dragenter" | "dragover" | "drop", files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

/** Focuses a control and presses Enter, as a keyboard user does. */
async function pressEnterOn(element: HTMLElement) {
  element.focus();
  await userEvent.keyboard("{Enter}");
}

/** A part revision's files: its current drawing, the 3D model, an FAI report, a photo and an older drawing. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Attachments" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "BRK-100-B drawing.pdf" }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ Id: 41 }), "inline");
    // A STEP model cannot be previewed: no Preview button, the name downloads it.
    await expect(canvas.queryByRole("button", { name: "Preview BRK-100-B.step" })).not.toBeInTheDocument();
    await pressEnterOn(canvas.getByRole("button", { name: "Download BRK-100-B.step" }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ Id: 40 }), "attachment");
  },
};

/** The list is loading. */
export const Loading: Story = {
  args: { attachments: undefined },
};

/** The list could not be loaded: the reason and Try again. */
export const LoadError: Story = {
  args: {
    attachments: undefined,
    error: { message: "The server did not answer. Check the connection and try again." },
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Could not load the files");
    await expect(canvas.queryByRole("button", { name: "Add files" })).not.toBeInTheDocument();
    await pressEnterOn(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No files yet: the empty card says where to drop them. */
export const Empty: Story = {
  args: { attachments: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: "No files yet" })).toBeVisible();
    await expect(canvas.getByText("Drop files on this card, or use Add files.")).toBeVisible();
  },
};

/** Keyboard only: choose the kind, press Add files (it opens the file picker), pick two files. */
export const AddFilesByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>("[data-slot=attachments-input]")!;
    // The real picker cannot open without a user gesture; the play function picks the files instead.
    const openPicker = spyOn(input, "click").mockImplementation(() => {});
    await userEvent.tab();
    const kind = canvas.getByRole("combobox", { name: "Add as" });
    await expect(kind).toHaveFocus();
    // The browser draws a select's list and takes its keys itself; user-event picks as they would.
    await userEvent.selectOptions(kind, "Report");
    await expect(kind).toHaveDisplayValue("Report");
    await expect(kind).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Add files" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(openPicker).toHaveBeenCalledTimes(1);
    const files = [pdf(), new File(["ISO-10303-21;"], "BRK-100-C.step", { type: "application/octet-stream" })];
    await userEvent.upload(input, files);
    await expect(args.onAddFiles).toHaveBeenCalledWith(files, "Report");
  },
};

/** Files dragged over the card: it shows where they will land and what kind they get. */
export const DropTarget: Story = {
  play: async ({ canvasElement }) => {
    drag(cardOf(canvasElement), "dragenter", [pdf()]);
    await expect(await within(canvasElement).findByText("Drop to add as Drawing")).toBeVisible();
    await expect(cardOf(canvasElement)).toHaveAttribute("data-state", "drag-over");
  },
};

/** Files dropped on the card are added as the kind chosen. */
export const DropFiles: Story = {
  play: async ({ args, canvasElement }) => {
    const card = cardOf(canvasElement);
    const file = pdf();
    drag(card, "dragenter", [file]);
    drag(card, "dragover", [file]);
    await waitFor(() => expect(card).toHaveAttribute("data-state", "drag-over"));
    drag(card, "drop", [file]);
    await expect(args.onAddFiles).toHaveBeenCalledWith([expect.objectContaining({ name: file.name, size: file.size })], "Drawing");
    await waitFor(() => expect(card).toHaveAttribute("data-state", "idle"));
  },
};

/** Two files on their way up; the first is cancelled from the keyboard. */
export const Uploading: Story = {
  args: { uploads: uploadsInProgress },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("progressbar", { name: "Uploading BRK-100-C drawing.pdf" });
    await expect(bar).toHaveAttribute("aria-valuenow", "44");
    await expect(bar).toHaveAttribute("aria-valuetext", "44%, 1.1 MB of 2.5 MB");
    await pressEnterOn(canvas.getByRole("button", { name: "Cancel upload of BRK-100-C drawing.pdf" }));
    await expect(args.onCancelUpload).toHaveBeenCalledWith("upload-1");
  },
};

/** The server refused a file: its message stays until dismissed. */
export const UploadFailed: Story = {
  args: { uploads: [failedUpload, uploadsInProgress[0]!] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("The file is over 100 MB.")).toBeVisible();
    await pressEnterOn(canvas.getByRole("button", { name: "Dismiss CMM scan BRK-100.zip" }));
    await expect(args.onDismissUpload).toHaveBeenCalledWith("upload-3");
  },
};

/** A supplier's certificates: last year's has expired and is flagged, as an expired approval is. */
export const ExpiredCertificate: Story = {
  args: { attachments: supplierFiles, defaultKind: "Certificate" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Add as" })).toHaveDisplayValue("Certificate");
    const expired = canvas.getAllByRole("listitem").find((item) => item.textContent?.includes("2025.pdf"))!;
    await expect(within(expired).getByText("Expired", { selector: "[data-slot=badge]" })).toBeVisible();
    await expect(expired).toHaveTextContent("Expired 01/31/2026");
  },
};

/** Rev A once rev B exists: its drawings are marked Superseded (its current one too), so nobody works to them. */
export const SupersededRevision: Story = {
  args: { attachments: supersededFiles },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("Superseded")).toHaveLength(2);
    await expect(canvas.queryByText("Current")).not.toBeInTheDocument();
  },
};

/** A closed record: files open and download, nothing is added, edited or removed. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Add files" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /^(Edit|Remove) / })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Preview BRK-100-B drawing.pdf" })).toBeVisible();
  },
};

/** Rename the older drawing and make it the current one, by keyboard; the dialog closes once saved. */
export const Edit: Story = {
  play: async ({ args, canvasElement }) => {
    const edit = within(canvasElement).getByRole("button", { name: "Edit BRK-100-B drawing (customer markup).pdf" });
    await pressEnterOn(edit);
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Edit BRK-100-B drawing (customer markup).pdf" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(within(dialog).getByRole("button", { name: "Save changes" })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, "BRK-100-B drawing markup.pdf");
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole("checkbox", { name: "Current drawing" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ Id: 33 }), {
      Version: 1,
      FileName: "BRK-100-B drawing markup.pdf",
      IsCurrentDrawing: true,
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());
  },
};

/** A part's drawing: the edit dialog offers "Current drawing", explained. */
export const EditDrawing: Story = {
  play: async ({ canvasElement }) => {
    await pressEnterOn(within(canvasElement).getByRole("button", { name: "Edit BRK-100-B drawing.pdf" }));
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Edit BRK-100-B drawing.pdf" });
    const current = within(dialog).getByRole("checkbox", { name: "Current drawing" });
    await expect(current).toBeChecked();
    await expect(current).toHaveAccessibleDescription(/The drawing the floor works to/);
    await expect(within(dialog).queryByLabelText("Expires on")).not.toBeInTheDocument();
  },
};

/** A certificate's edit dialog asks for its expiry date. */
export const EditCertificate: Story = {
  args: { attachments: supplierFiles, defaultKind: "Certificate" },
  play: async ({ canvasElement }) => {
    await pressEnterOn(within(canvasElement).getByRole("button", { name: "Edit Nadcap chemical processing 2025.pdf" }));
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Edit Nadcap chemical processing 2025.pdf" });
    await expect(within(dialog).getByLabelText("Expires on")).toHaveValue("2026-01-31");
    await expect(within(dialog).queryByRole("checkbox", { name: "Current drawing" })).not.toBeInTheDocument();
  },
};

/** The save failed (someone else changed the file): the dialog stays open with the server's message. */
export const EditFailed: Story = {
  args: {
    onEdit: fn(() => Promise.reject(new Error("Someone changed BRK-100-B.step since you opened it. Close and open it again to see their changes."))),
  },
  play: async ({ canvasElement }) => {
    await pressEnterOn(within(canvasElement).getByRole("button", { name: "Edit BRK-100-B.step" }));
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Edit BRK-100-B.step" });
    const note = within(dialog).getByRole("textbox", { name: "Note" });
    await userEvent.type(note, "Model for the CMM program{Enter}");
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("Someone changed BRK-100-B.step since you opened it.");
    await expect(dialog).toBeVisible();
  },
};

/** Remove asks first, focus on Cancel; Tab, Enter removes and the dialog closes. */
export const Remove: Story = {
  play: async ({ args, canvasElement }) => {
    await pressEnterOn(within(canvasElement).getByRole("button", { name: "Remove BRK-100-B.step" }));
    const dialog = await body(canvasElement).findByRole("alertdialog", { name: "Remove BRK-100-B.step?" });
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ Id: 40 }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** The question before a file goes, its name in it; focus starts on Cancel. */
export const RemoveConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    await pressEnterOn(within(canvasElement).getByRole("button", { name: "Remove BRK-100-B drawing.pdf" }));
    const dialog = await body(canvasElement).findByRole("alertdialog", { name: "Remove BRK-100-B drawing.pdf?" });
    await expect(dialog).toHaveAccessibleDescription("The file is taken off this record. The record's history keeps a note of it.");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** In a wider column the actions sit beside each file. */
export const Wide: Story = {
  parameters: { panel: "wide" },
  args: { uploads: uploadsInProgress.slice(0, 1) },
};

/** A phone: the card fills the width, actions sit under each file, nothing scrolls sideways. */
export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  args: {
    uploads: [failedUpload, uploadsInProgress[0]!],
    attachments: [
      ...partFiles.slice(0, 2),
      { ...partFiles[2]!, FileName: "First-article-inspection-report_BRK-100-B_WO-100231_signed-by-customer-QA.xlsx" },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Add files" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Remove BRK-100-B.step" })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
