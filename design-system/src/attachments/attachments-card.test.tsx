import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AttachmentsCard, type AttachmentsCardProps } from "./attachments-card";
import { failedUpload, partFiles, supersededFiles, supplierFiles, uploadsInProgress } from "./fixtures";
import type { AttachmentItem } from "./types";
import { uploadPercent } from "./upload-row";

function renderCard(props: Partial<AttachmentsCardProps> = {}) {
  const callbacks = {
    onOpen: vi.fn(),
    onAddFiles: vi.fn(),
    onCancelUpload: vi.fn(),
    onDismissUpload: vi.fn(),
    onEdit: vi.fn(() => Promise.resolve()),
    onRemove: vi.fn(() => Promise.resolve()),
  };
  const all = { attachments: partFiles, defaultKind: "Drawing" as const, ...callbacks, ...props };
  const view = render(<AttachmentsCard {...all} />);
  return {
    ...view,
    ...all,
    rerenderWith: (next: Partial<AttachmentsCardProps>) => view.rerender(<AttachmentsCard {...all} {...next} />),
  };
}

const pdf = () => new File(["%PDF-1.7"], "BRK-100-C drawing.pdf", { type: "application/pdf" });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe("AttachmentsCard", () => {
  it("lists each file with its kind, size, who and when, note and badges", () => {
    renderCard({ attachments: [...partFiles, ...supersededFiles, ...supplierFiles] });
    expect(screen.getByRole("heading", { level: 2, name: "Attachments" })).toBeInTheDocument();
    const current = screen
      .getAllByRole("listitem")
      .find((item) => item.textContent?.includes("BRK-100-B drawing.pdf"))!;
    expect(current).toHaveTextContent("Drawing · 2.4 MB · Jane Ortiz, 03/04/2026 08:20 AM");
    expect(current).toHaveTextContent("Released with ECO 2291");
    expect(within(current).getByText("Current")).toHaveAttribute("data-variant", "success");
    // UploadedByName missing: the subject stands in.
    expect(screen.getByText(/Photo · 1.3 MB · 00u7sam/)).toBeInTheDocument();
    expect(screen.getAllByText("Superseded")).toHaveLength(2);
    const expired = screen.getAllByRole("listitem").find((item) => item.textContent?.includes("2025.pdf"))!;
    expect(within(expired).getByText("Expired", { selector: "[data-slot=badge]" })).toHaveAttribute(
      "data-variant",
      "danger",
    );
    expect(expired).toHaveTextContent("Expired 01/31/2026");
    expect(screen.getByText(/Expires/)).toHaveTextContent("Expires 01/31/2027");
  });

  it("opens a file: the name previews what can be previewed and downloads the rest", async () => {
    const { onOpen } = renderCard();
    await userEvent.click(screen.getByRole("button", { name: "BRK-100-B drawing.pdf" }));
    expect(onOpen).toHaveBeenLastCalledWith(partFiles[0], "inline");
    await userEvent.click(screen.getByRole("button", { name: "BRK-100-B.step" }));
    expect(onOpen).toHaveBeenLastCalledWith(partFiles[1], "attachment");
    expect(screen.queryByRole("button", { name: "Preview BRK-100-B.step" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Download BRK-100-B drawing.pdf" }));
    expect(onOpen).toHaveBeenLastCalledWith(partFiles[0], "attachment");
  });

  it("Add files opens the file picker; the files picked are added as the kind chosen", async () => {
    const { container, onAddFiles } = renderCard();
    const input = fileInput(container);
    const click = vi.spyOn(input, "click");
    screen.getByRole("button", { name: "Add files" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(click).toHaveBeenCalledTimes(1);
    const file = pdf();
    await userEvent.upload(input, [file]);
    expect(onAddFiles).toHaveBeenCalledWith([file], "Drawing");
    expect(input.value).toBe("");
  });

  it("takes dropped files, showing the drop target while they are over it", () => {
    const { container, onAddFiles } = renderCard({ defaultKind: "Certificate", attachments: supplierFiles });
    const card = container.querySelector<HTMLElement>("[data-slot=attachments-card]")!;
    const file = pdf();
    const dataTransfer = { files: [file], types: ["Files"], dropEffect: "none" };
    fireEvent.dragEnter(card, { dataTransfer });
    expect(card).toHaveAttribute("data-state", "drag-over");
    expect(screen.getByText("Drop to add as Certificate")).toBeInTheDocument();
    fireEvent.drop(card, { dataTransfer });
    expect(onAddFiles).toHaveBeenCalledWith([file], "Certificate");
    expect(card).toHaveAttribute("data-state", "idle");
  });

  it("read-only: files open, nothing can be added, edited, removed or dropped", async () => {
    const { container, onAddFiles } = renderCard({ canEdit: false });
    expect(screen.queryByRole("button", { name: "Add files" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^(Edit|Remove) / })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download BRK-100-B.step" })).toBeInTheDocument();
    const card = container.querySelector<HTMLElement>("[data-slot=attachments-card]")!;
    fireEvent.drop(card, { dataTransfer: { files: [pdf()], types: ["Files"] } });
    expect(onAddFiles).not.toHaveBeenCalled();
  });

  it("shows each upload's progress and cancels it", async () => {
    const { onCancelUpload } = renderCard({ uploads: uploadsInProgress });
    const bar = screen.getByRole("progressbar", { name: "Uploading BRK-100-C drawing.pdf" });
    expect(bar).toHaveAttribute("aria-valuenow", "44");
    expect(bar).toHaveAttribute("aria-valuetext", "44%, 1.1 MB of 2.5 MB");
    await userEvent.click(screen.getByRole("button", { name: "Cancel upload of BRK-100-C.step" }));
    expect(onCancelUpload).toHaveBeenCalledWith("upload-2");
  });

  it("a failed upload shows the server's message until dismissed; Try again only when the app can", async () => {
    const { onDismissUpload, rerenderWith } = renderCard({ uploads: [failedUpload] });
    expect(screen.getByText("The file is over 100 MB.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Try again/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss CMM scan BRK-100.zip" }));
    expect(onDismissUpload).toHaveBeenCalledWith("upload-3");
    const onRetryUpload = vi.fn();
    rerenderWith({ uploads: [failedUpload], onRetryUpload });
    await userEvent.click(screen.getByRole("button", { name: "Try again to upload CMM scan BRK-100.zip" }));
    expect(onRetryUpload).toHaveBeenCalledWith("upload-3");
  });

  it("announces uploads starting, failing, finishing and cancelled in a polite live region", async () => {
    const { rerenderWith } = renderCard({ uploads: [] });
    const status = screen.getByRole("status");
    const [drawing, model] = uploadsInProgress as [(typeof uploadsInProgress)[0], (typeof uploadsInProgress)[0]];
    rerenderWith({ uploads: [drawing, model] });
    expect(status).toHaveTextContent("Uploading 2 files.");
    rerenderWith({ uploads: [model] });
    expect(status).toHaveTextContent("BRK-100-C drawing.pdf uploaded.");
    await userEvent.click(screen.getByRole("button", { name: "Cancel upload of BRK-100-C.step" }));
    rerenderWith({ uploads: [] });
    expect(status).toHaveTextContent("Upload of BRK-100-C.step cancelled.");
    rerenderWith({ uploads: [failedUpload] });
    expect(status).toHaveTextContent("CMM scan BRK-100.zip was not uploaded: The file is over 100 MB.");
  });

  it("edits a file: only what changed is sent, and the dialog closes once saved", async () => {
    const { onEdit } = renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Edit BRK-100-B drawing.pdf" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit BRK-100-B drawing.pdf" });
    const save = within(dialog).getByRole("button", { name: "Save changes" });
    expect(save).toBeDisabled();
    expect(within(dialog).getByRole("checkbox", { name: "Current drawing" })).toBeChecked();
    expect(within(dialog).queryByLabelText("Expires on")).not.toBeInTheDocument();
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "BRK-100-B.pdf");
    await userEvent.click(save);
    expect(onEdit).toHaveBeenCalledWith(partFiles[0], { Version: 1, FileName: "BRK-100-B.pdf" });
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the error's message when the save fails, and asks for a name", async () => {
    const onEdit = vi.fn(() => Promise.reject(new Error("Someone changed this file since you opened it.")));
    renderCard({ onEdit });
    await userEvent.click(screen.getByRole("button", { name: "Edit BRK-100-B.step" }));
    const dialog = await screen.findByRole("dialog");
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(name).toHaveAccessibleDescription("Name the file, e.g. drawing.pdf.");
    expect(onEdit).not.toHaveBeenCalled();
    await userEvent.type(name, "BRK-100-B model.step");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Someone changed this file since you opened it.",
    );
    expect(dialog).toBeInTheDocument();
  });

  it("after someone else changed the file: theirs beside mine, and Keep mine saves onto their version", async () => {
    const [, model] = partFiles as [AttachmentItem, AttachmentItem];
    const theirs = { ...model, FileName: "BRK-100-B model rev 2.step", Note: "From the customer", Version: 2 };
    const stale = Object.assign(
      new Error("Someone else changed attachment BRK-100-B.step after you opened it (your version 1, now 2)."),
      { current: theirs },
    );
    const onEdit = vi.fn<AttachmentsCardProps["onEdit"]>().mockRejectedValueOnce(stale).mockResolvedValue(theirs);
    const { rerenderWith } = renderCard({ onEdit });
    await userEvent.click(screen.getByRole("button", { name: "Edit BRK-100-B.step" }));
    const dialog = await screen.findByRole("dialog");
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "BRK-100-B model.step");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));

    const panel = await within(dialog).findByRole("alert", {
      name: "Someone else changed this file while you were editing it",
    });
    const rows = within(panel)
      .getAllByRole("row")
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ["Field", "Theirs", "Yours"],
      ["NameBoth changed", "BRK-100-B model rev 2.step", "BRK-100-B model.step"],
      ["Note", "From the customer", "(empty)"],
    ]);
    // The card shows the file as it is now (the app fetched it again); the entries stay mine.
    rerenderWith({ attachments: [partFiles[0]!, theirs, ...partFiles.slice(2)], onEdit });
    expect(name).toHaveValue("BRK-100-B model.step");

    await userEvent.click(within(panel).getByRole("button", { name: "Keep mine" }));
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(name).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(onEdit).toHaveBeenLastCalledWith(theirs, { Version: 2, FileName: "BRK-100-B model.step", Note: null });
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("after someone else changed the file: Apply their changes takes theirs and keeps my other edits", async () => {
    const [, model] = partFiles as [AttachmentItem, AttachmentItem];
    const theirs = { ...model, FileName: "BRK-100-B model rev 2.step", Version: 2 };
    const stale = Object.assign(new Error("Someone else changed it."), { current: theirs });
    const onEdit = vi.fn<AttachmentsCardProps["onEdit"]>().mockRejectedValueOnce(stale).mockResolvedValue(theirs);
    renderCard({ onEdit });
    await userEvent.click(screen.getByRole("button", { name: "Edit BRK-100-B.step" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Note" }), "For the CMM program");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    const panel = await within(dialog).findByRole("alert");
    await userEvent.click(within(panel).getByRole("button", { name: "Apply their changes" }));
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue("BRK-100-B model rev 2.step");
    expect(within(dialog).getByRole("textbox", { name: "Note" })).toHaveValue("For the CMM program");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(onEdit).toHaveBeenLastCalledWith(theirs, { Version: 2, Note: "For the CMM program" });
  });

  it("puts the server's per-field messages at their fields, not a generic one, and clears them on the next try", async () => {
    const refused = Object.assign(new Error("The request is not valid."), {
      fields: { FileName: "Name the file, e.g. drawing.pdf." },
    });
    const onEdit = vi.fn<AttachmentsCardProps["onEdit"]>().mockRejectedValueOnce(refused).mockResolvedValue(undefined);
    renderCard({ onEdit });
    await userEvent.click(screen.getByRole("button", { name: "Edit BRK-100-B.step" }));
    const dialog = await screen.findByRole("dialog");
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "sub/dir/");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription("Name the file, e.g. drawing.pdf."));
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveFocus();
    expect(dialog).not.toHaveTextContent("The request is not valid.");
    await userEvent.type(name, "drawing.step");
    expect(name).not.toHaveAccessibleDescription("Name the file, e.g. drawing.pdf.");
    expect(name).not.toHaveAttribute("aria-invalid", "true");
  });

  it("a field the server names that the dialog does not show: its message above the buttons", async () => {
    const refused = Object.assign(new Error("The change is not valid."), { fields: { Sha256: "Cannot be changed." } });
    renderCard({ onEdit: vi.fn(() => Promise.reject(refused)) });
    await userEvent.click(screen.getByRole("button", { name: "Edit BRK-100-B.step" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Note" }), "x");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Sha256: Cannot be changed.");
  });

  it("gives the focus back to Add files when an upload is cancelled or a failed one dismissed", async () => {
    const { rerenderWith } = renderCard({ uploads: [...uploadsInProgress, failedUpload] });
    const add = screen.getByRole("button", { name: "Add files" });
    await userEvent.click(screen.getByRole("button", { name: "Cancel upload of BRK-100-C.step" }));
    rerenderWith({ uploads: [uploadsInProgress[0]!, failedUpload] });
    expect(add).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Dismiss CMM scan BRK-100.zip" }));
    rerenderWith({ uploads: [uploadsInProgress[0]!] });
    expect(add).toHaveFocus();
  });

  it("asks before removing a file", async () => {
    const { onRemove } = renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Remove BRK-100-B.step" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove BRK-100-B.step?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(onRemove).toHaveBeenCalledWith(partFiles[1]);
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("shows loading, a load error with Try again, and an empty list with the drop hint", async () => {
    const { container, rerenderWith } = renderCard({ attachments: undefined });
    expect(container.querySelector("[aria-busy=true]")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add files" })).not.toBeInTheDocument();
    const onRetry = vi.fn();
    rerenderWith({ attachments: undefined, error: new Error("Network error"), onRetry });
    expect(screen.getByRole("alert")).toHaveTextContent("Could not load the filesNetwork error");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalled();
    act(() => rerenderWith({ attachments: [] }));
    expect(screen.getByRole("heading", { level: 3, name: "No files yet" })).toBeInTheDocument();
    expect(screen.getByText("Drop files on this card, or use Add files.")).toBeInTheDocument();
  });
});

describe("uploadPercent", () => {
  it.each([
    [0, 100, 0],
    [999, 1000, 99],
    [1000, 1000, 100],
    [5, 0, 0],
    [Number.NaN, 10, 0],
  ])("%d of %d is %d %", (loaded, total, percent) => {
    expect(uploadPercent({ loaded, total })).toBe(percent);
  });
});
