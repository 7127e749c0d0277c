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
const cardOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>("[data-slot=attachments-card]")!;
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
    await expect(args.onAddFiles).toHaveBeenCalledWith(
      [expect.objectContaining({ name: file.name, size: file.size })],
      "Drawing",
    );
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
    // The row goes with its Cancel: the focus goes back to Add files, not to the page.
    await expect(canvas.getByRole("button", { name: "Add files" })).toHaveFocus();
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
    await expect(canvas.getByRole("button", { name: "Add files" })).toHaveFocus();
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
    const dialog = await body(canvasElement).findByRole("dialog", {
      name: "Edit BRK-100-B drawing (customer markup).pdf",
    });
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

/** The save failed for no field (the network): the dialog stays open with the message. */
export const EditFailed: Story = {
  args: {
    onEdit: fn(() => Promise.reject(new Error("The server did not answer within 10 s."))),
  },
  play: async ({ canvasElement }) => {
    await pressEnterOn(within(canvasElement).getByRole("button", { name: "Edit BRK-100-B.step" }));
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Edit BRK-100-B.step" });
    const note = within(dialog).getByRole("textbox", { name: "Note" });
    await userEvent.type(note, "Model for the CMM program{Enter}");
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("The server did not answer within 10 s.");
    await expect(dialog).toBeVisible();
  },
};

const theirModel = {
  ...partFiles[1]!,
  FileName: "BRK-100-B model rev 2.step",
  Note: "From the customer's PDM",
  Version: 2,
};

/**
 * Someone else renamed the file while I was editing it: theirs beside mine, as a record's form
 * shows it. (Fixed bug: Save then answered 409 for ever and the card kept the old name.)
 */
export const EditConflict: Story = {
  args: {
    onEdit: fn(() =>
      Promise.reject(
        Object.assign(new Error("Someone else changed attachment BRK-100-B.step after you opened it."), {
          current: theirModel,
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await pressEnterOn(within(canvasElement).getByRole("button", { name: "Edit BRK-100-B.step" }));
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Edit BRK-100-B.step" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "BRK-100-B model.step{Enter}");
    const panel = await within(dialog).findByRole("alert", {
      name: "Someone else changed this file while you were editing it",
    });
    await expect(within(panel).getByRole("row", { name: /^Name/ })).toHaveTextContent(
      "NameBoth changedBRK-100-B model rev 2.stepBRK-100-B model.step",
    );
    await expect(within(panel).getByRole("row", { name: /^Note/ })).toHaveTextContent(
      "NoteFrom the customer's PDM(empty)",
    );
    await expect(name).toHaveValue("BRK-100-B model.step");
  },
};

/** "Keep mine": my entries, now on their version; Save sends their Version. */
export const EditConflictKeepMine: Story = {
  args: {
    // Refused while it is based on the old Version, saved once it is based on theirs.
    onEdit: fn(async (...[, changes]: unknown[]) => {
      if ((changes as { Version: number }).Version !== theirModel.Version)
        throw Object.assign(new Error("Someone else changed it."), { current: theirModel });
    }),
  },
  play: async ({ args, canvasElement }) => {
    await pressEnterOn(within(canvasElement).getByRole("button", { name: "Edit BRK-100-B.step" }));
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Edit BRK-100-B.step" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "BRK-100-B model.step{Enter}");
    const panel = await within(dialog).findByRole("alert");
    await pressEnterOn(within(panel).getByRole("button", { name: "Keep mine" }));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.keyboard("{Enter}");
    await expect(args.onEdit).toHaveBeenLastCalledWith(theirModel, {
      Version: 2,
      FileName: "BRK-100-B model.step",
      Note: null,
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** The server refused the name (nothing left once its path parts go): its words at the Name field, gone once it is typed again. */
export const EditFieldError: Story = {
  args: {
    onEdit: fn(() =>
      Promise.reject(
        Object.assign(new Error("The request is not valid."), {
          fields: { FileName: "Name the file, e.g. drawing.pdf." },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await pressEnterOn(within(canvasElement).getByRole("button", { name: "Edit BRK-100-B.step" }));
    const dialog = await body(canvasElement).findByRole("dialog", { name: "Edit BRK-100-B.step" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "sub/dir/{Enter}");
    await waitFor(() => expect(name).toHaveAccessibleDescription("Name the file, e.g. drawing.pdf."));
    await expect(name).toHaveFocus();
    await expect(dialog).not.toHaveTextContent("The request is not valid.");
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
    await expect(dialog).toHaveAccessibleDescription(
      "The file is taken off this record. The record's history keeps a note of it.",
    );
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
