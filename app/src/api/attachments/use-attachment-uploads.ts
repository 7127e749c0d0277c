import { useCallback, useRef, useState } from "react";
import { useApi, useUploadLimit } from "../api-context";
import { ApiError } from "../client";
import { recordRoutes } from "./record-routes";
import type { AttachmentKind, AttachmentRecord } from "./types";
import { sizeRefusal } from "./upload-limit";
import { useStoreAttachments } from "./use-store-attachments";

/** A file on its way up: bytes sent of its size, or why it failed. */
export type Upload = { id: string; fileName: string; loaded: number; total: number; error?: string };

/**
 * Why an upload failed, in the server's words: the message of each field it names (a file
 * named `..` has no name left: "Name the file, e.g. drawing.pdf."), else its message.
 */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0)
    return Object.values(error.fields).join(" ");
  return error instanceof Error ? error.message : String(error);
}

/**
 * The uploads of one record's card: each file streams up as the request body (`POST
 * /{record}/attachments?fileName=&kind=`) with its own progress and cancel. A finished file
 * leaves the list and the record's files are fetched again; a failed one stays with the
 * server's message until dismissed or the next files are added. A file over the server's limit
 * fails at once, unsent. A cancelled one just goes (the server keeps nothing of it).
 */
export function useAttachmentUploads(record: AttachmentRecord) {
  const api = useApi();
  const store = useStoreAttachments();
  const maxUploadMb = useUploadLimit();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const sequence = useRef(0);

  const update = (id: string, change: Partial<Upload> | null) =>
    setUploads((current) =>
      change
        ? current.map((each) => (each.id === id ? { ...each, ...change } : each))
        : current.filter((each) => each.id !== id),
    );

  const start = useCallback(
    async (file: File, kind: AttachmentKind) => {
      const id = `upload-${++sequence.current}`;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      setUploads((current) => [...current, { id, fileName: file.name, loaded: 0, total: file.size }]);
      try {
        const { upload, params } = recordRoutes(record);
        await api.upload(upload, { params, query: { fileName: file.name, kind } }, file, {
          signal: controller.signal,
          onProgress: (loaded, total) => update(id, { loaded, total }),
        });
        update(id, null);
        await store(record);
      } catch (error) {
        if (controller.signal.aborted) update(id, null);
        else update(id, { error: uploadFailureMessage(error) });
      } finally {
        controllers.current.delete(id);
      }
    },
    [api, record, store],
  );

  const add = useCallback(
    (files: File[], kind: AttachmentKind) => {
      // A new try: the refusals of the last one have been read.
      setUploads((current) => current.filter((each) => !each.error));
      for (const file of files) {
        const refusal = sizeRefusal(file, maxUploadMb);
        if (refusal)
          setUploads((current) => [
            ...current,
            { id: `upload-${++sequence.current}`, fileName: file.name, loaded: 0, total: file.size, error: refusal },
          ]);
        else void start(file, kind);
      }
    },
    [start, maxUploadMb],
  );
  const cancel = useCallback((id: string) => controllers.current.get(id)?.abort(), []);
  const dismiss = useCallback((id: string) => update(id, null), []);
  return { uploads, add, cancel, dismiss };
}
