import type { AttachmentUpload } from "./types";

/** How the user stopped an upload from the card: its leaving the list is then no success. */
export type StoppedUploads = Readonly<Record<string, "cancelled" | "dismissed">>;

type UploadState = Pick<AttachmentUpload, "id" | "fileName" | "error">;

/**
 * What a screen reader should hear about the uploads between two renders, or "" for nothing:
 * a file that starts, fails, finishes (leaves the list without an error, not cancelled) or is
 * cancelled. Dismissing a failure says nothing: the user did it.
 */
export function describeUploadChanges(
  previous: readonly UploadState[],
  current: readonly UploadState[],
  stopped: StoppedUploads = {},
): string {
  const before = new Map(previous.map((upload) => [upload.id, upload]));
  const now = new Set(current.map((upload) => upload.id));
  const messages: string[] = [];

  // New, or tried again after a failure.
  const started = current.filter((upload) => !upload.error && (!before.has(upload.id) || before.get(upload.id)?.error));
  if (started.length === 1) messages.push(`Uploading ${started[0]!.fileName}.`);
  else if (started.length > 1) messages.push(`Uploading ${started.length} files.`);

  for (const upload of current) {
    if (upload.error && !before.get(upload.id)?.error)
      messages.push(`${upload.fileName} was not uploaded: ${upload.error}`);
  }
  for (const upload of previous) {
    if (now.has(upload.id) || upload.error) continue;
    const how = stopped[upload.id];
    if (how === "cancelled") messages.push(`Upload of ${upload.fileName} cancelled.`);
    else if (how === undefined) messages.push(`${upload.fileName} uploaded.`);
  }
  return messages.join(" ");
}
