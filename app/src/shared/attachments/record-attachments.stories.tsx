import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { Attachment } from "../../api/attachments/types";
import { ApiError } from "../../api/client";
import { withAppFrame, type AppStoryParameters } from "../../storybook/app-story-frame";
import type { StoryRequest } from "../../storybook/story-api";
import RecordAttachments from "./record-attachments";

const customerPo: Attachment = {
  Id: 501,
  Record: { Type: "customer", CustomerId: "ACME" },
  FileName: "ACME blanket PO 2026.pdf",
  Kind: "Customer PO",
  Size: 182_044,
  ContentType: "application/pdf",
  Sha256: "a".repeat(64),
  Note: null,
  ExpiresOn: null,
  IsExpired: false,
  IsCurrentDrawing: false,
  IsSuperseded: false,
  CanPreview: true,
  UploadedBy: "dana",
  UploadedByName: "Dana Reyes",
  UploadedAt: "2026-03-02T15:04:00.000Z",
  UpdatedAt: "2026-03-02T15:04:00.000Z",
  Version: 1,
};
const list = /^\/customers\/ACME\/attachments$/;

const meta = {
  title: "App/Shared/Attachments card",
  component: RecordAttachments,
  args: { record: { Type: "customer", CustomerId: "ACME" }, defaultKind: "Customer PO" },
  decorators: [
    (Story) => (
      <div className="max-w-[26rem] p-4">
        <Story />
      </div>
    ),
    withAppFrame,
  ],
  // MAX_UPLOAD_MB=1 on this story's server (/config.json): a 2 MB file is over it.
  parameters: { api: [{ path: list, respond: () => [customerPo] }], maxUploadMb: 1 } satisfies AppStoryParameters,
} satisfies Meta<typeof RecordAttachments>;

export default meta;
type Story = StoryObj<typeof meta>;

const MiB = 1024 * 1024;

/** Picks `files` with "Add files", as a keyboard user does. */
async function addFiles(canvasElement: HTMLElement, files: File[]) {
  const canvas = within(canvasElement);
  await canvas.findByRole("button", { name: "ACME blanket PO 2026.pdf" });
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, files);
}

const uploaded = fn(() => customerPo);

/** A file over the server's limit is refused in the browser, named with the limit, and never sent. */
export const FileOverTheLimit: Story = {
  parameters: {
    api: [
      { path: list, respond: () => [customerPo] },
      { method: "POST", path: list, respond: uploaded },
    ],
  },
  play: async ({ canvasElement }) => {
    uploaded.mockClear();
    await addFiles(canvasElement, [new File([new Uint8Array(2 * MiB)], "CMM scan BRK-100.zip")]);
    const refused = await within(canvasElement).findByText(
      "CMM scan BRK-100.zip is larger than 1 MB, the most this server takes.",
    );
    await expect(refused).toBeVisible();
    await expect(uploaded).not.toHaveBeenCalled();
  },
};

/**
 * A file named ".." has no name left once its path parts go: the row says the server's words
 * for the field. (Fixed bug: it said "The request is not valid.")
 */
export const UploadFieldError: Story = {
  parameters: {
    api: [
      { path: list, respond: () => [customerPo] },
      {
        method: "POST",
        path: list,
        respond: () => {
          throw new ApiError(400, "bad_request", "The request is not valid.", {
            fileName: "Name the file, e.g. drawing.pdf.",
          });
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await addFiles(canvasElement, [new File(["%PDF-1.7"], "..")]);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Name the file, e.g. drawing.pdf.")).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent("The request is not valid.");
  },
};

const theirs: Attachment = {
  ...customerPo,
  FileName: "ACME blanket PO 2026 signed.pdf",
  Note: "Signed copy from Jim",
  Version: 2,
};
let isChangedByThem = false;

/**
 * Someone else renamed the file while I edited it: their values beside mine in the dialog, and
 * the card behind it shows their name. (Fixed bug: the card kept the old name and Save answered 409 for ever.)
 */
export const EditConflict: Story = {
  parameters: {
    api: [
      { path: list, respond: () => [isChangedByThem ? theirs : customerPo] },
      {
        method: "PUT",
        path: /^\/attachments\/501$/,
        respond: ({ body }: StoryRequest) => {
          if ((body as { Version: number }).Version === theirs.Version)
            return { ...theirs, ...(body as object), Version: 3 };
          isChangedByThem = true;
          throw new ApiError(
            409,
            "conflict",
            "Someone else changed attachment ACME blanket PO 2026.pdf after you opened it (your version 1, now 2).",
            undefined,
            theirs,
          );
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    isChangedByThem = false;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Edit ACME blanket PO 2026.pdf" }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Edit ACME blanket PO 2026.pdf" }),
    );
    await userEvent.type(dialog.getByRole("textbox", { name: "Note" }), "Blanket for 2026{Enter}");
    const panel = within(
      await dialog.findByRole("alert", { name: "Someone else changed this file while you were editing it" }),
    );
    await expect(panel.getByRole("row", { name: /^Name/ })).toHaveTextContent(
      "ACME blanket PO 2026 signed.pdfACME blanket PO 2026.pdf",
    );
    await expect(panel.getByRole("row", { name: /^Note/ })).toHaveTextContent(
      "Both changedSigned copy from JimBlanket for 2026",
    );
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "ACME blanket PO 2026 signed.pdf" })).toBeInTheDocument(),
    );
  },
};
