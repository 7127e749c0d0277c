import * as React from "react";
import { describeUploadChanges, type StoppedUploads } from "./announce";
import type { AttachmentUpload } from "./types";

/** The live region's words for what the uploads did since the last render (see describeUploadChanges). */
export function useUploadAnnouncement(uploads: readonly AttachmentUpload[]) {
  const [previous, setPrevious] = React.useState(uploads);
  const [stopped, setStopped] = React.useState<StoppedUploads>({});
  const [announcement, setAnnouncement] = React.useState("");
  // Compared while rendering (React's way to adjust state to a changed prop), not in an effect.
  if (uploads !== previous) {
    setPrevious(uploads);
    const message = describeUploadChanges(previous, uploads, stopped);
    if (message) setAnnouncement(message);
  }
  const markStopped = React.useCallback(
    (id: string, how: StoppedUploads[string]) => setStopped((current) => ({ ...current, [id]: how })),
    [],
  );
  return { announcement, markStopped };
}
