import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../api/client";
import {
  importColumns,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportProgress,
  type ImportResult,
} from "../../api/imports/types";
import { usePreviewImport } from "../../api/imports/use-preview-import";
import { useRunImport } from "../../api/imports/use-run-import";
import { describePreview, describeResult } from "./import-words";
import { isSameMapping, mapFileColumn } from "./mapping";
import { applyRememberedMapping, readRememberedMapping, rememberMapping } from "./mapping-memory";

export type ImportRun =
  | { status: "idle" }
  | { status: "running"; progress: ImportProgress | null }
  | { status: "done"; result: ImportResult }
  | { status: "failed"; message: string };

/** Bytes of the file sent for the preview, while it is being checked. */
export type PreviewSending = { loaded: number; total: number };

const idle: ImportRun = { status: "idle" };
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isPreview = (value: unknown): value is ImportPreview =>
  typeof value === "object" && value !== null && "Fingerprint" in value;

/**
 * The import screen's steps as state: the kind, the file and its preview (asked again whenever
 * the mapping changes, with the user's remembered mapping applied to a new file), the import
 * with its progress, and what the live region says. `kind` is the address's; choosing another
 * kind goes through `changeKind`, which checks the same file as that kind.
 */
export function useImportFlow(kind: ImportKind, userId: string | null) {
  const { trigger: requestPreview } = usePreviewImport();
  const { trigger: requestRun } = useRunImport();
  const [flowKind, setFlowKind] = useState(kind);
  const [seenKind, setSeenKind] = useState(kind);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [sending, setSending] = useState<PreviewSending | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [run, setRun] = useState<ImportRun>(idle);
  const [conflict, setConflict] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [epoch, setEpoch] = useState(0);
  const latest = useRef<AbortController | null>(null);

  function clear(nextKind: ImportKind) {
    setFlowKind(nextKind);
    setFile(null);
    setPreview(null);
    setMapping({});
    setSending(null);
    setPreviewError(null);
    setRun(idle);
    setConflict(null);
    setAnnouncement("");
    setEpoch((each) => each + 1);
  }

  // The address named another kind (not through changeKind): start over as that kind.
  if (kind !== seenKind) {
    setSeenKind(kind);
    if (kind !== flowKind) clear(kind);
  }
  // Whatever preview was on its way belongs to what was cleared.
  useEffect(() => () => latest.current?.abort(), [epoch]);

  /** Checks `nextFile` as `nextKind`: with `chosen` as the mapping, or matched by the server, then by what the user mapped before. */
  async function loadPreview(nextFile: File, nextKind: ImportKind, chosen?: ImportMapping) {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    const isCurrent = () => latest.current === controller && !controller.signal.aborted;
    setPreviewError(null);
    setSending({ loaded: 0, total: nextFile.size });
    setAnnouncement(`Checking ${nextFile.name}…`);
    const ask = (askedMapping?: ImportMapping) =>
      requestPreview({
        kind: nextKind,
        file: nextFile,
        mapping: askedMapping,
        signal: controller.signal,
        onProgress: (loaded, total) => {
          if (isCurrent()) setSending({ loaded, total });
        },
      });
    try {
      let answer = await ask(chosen);
      if (!isCurrent()) return;
      if (!chosen) {
        // Only the answer names the file's headers; the user's past choices for them need a second look.
        const remembered = applyRememberedMapping(
          importColumns[nextKind],
          answer.File.Headers,
          answer.Mapping,
          readRememberedMapping(userId, nextKind),
        );
        if (!isSameMapping(remembered, answer.Mapping)) answer = await ask(remembered);
        if (!isCurrent()) return;
      }
      setPreview(answer);
      setMapping(answer.Mapping);
      setAnnouncement(describePreview(answer));
    } catch (error) {
      if (!isCurrent()) return;
      setPreview(null);
      setPreviewError(messageOf(error));
      setAnnouncement("");
    } finally {
      if (latest.current === controller) setSending(null);
    }
  }

  function chooseFile(nextFile: File) {
    setFile(nextFile);
    setPreview(null);
    setRun(idle);
    setConflict(null);
    void loadPreview(nextFile, flowKind);
  }

  /** Another kind: the same file is checked as that kind, unless it was imported already. */
  function changeKind(nextKind: ImportKind) {
    if (nextKind === flowKind) return;
    if (!file || run.status === "done") return clear(nextKind);
    setFlowKind(nextKind);
    setPreview(null);
    setConflict(null);
    setRun(idle);
    void loadPreview(file, nextKind);
  }

  /** File column `index` fills the column `key` ("" for none): remembered for the next file, and checked again. */
  function changeMapping(index: number, key: string) {
    if (!file || !preview) return;
    const next = mapFileColumn(mapping, index, key);
    setMapping(next);
    setConflict(null);
    setRun(idle);
    rememberMapping(userId, flowKind, preview.File.Headers, next);
    void loadPreview(file, flowKind, next);
  }

  async function startImport() {
    if (!file || !preview) return;
    setConflict(null);
    setRun({ status: "running", progress: null });
    setAnnouncement(`Importing ${file.name}…`);
    try {
      const result = await requestRun({
        kind: flowKind,
        file,
        mapping: preview.Mapping,
        fingerprint: preview.Fingerprint,
        onProgress: (progress) => setRun({ status: "running", progress }),
      });
      setRun({ status: "done", result });
      setAnnouncement(describeResult(file.name, result));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && isPreview(error.current)) {
        // Someone changed a record since the preview: the preview as things are now replaces it.
        setPreview(error.current);
        setMapping(error.current.Mapping);
        setConflict(error.message);
        setRun(idle);
        setAnnouncement("");
      } else {
        setRun({ status: "failed", message: messageOf(error) });
        setAnnouncement("");
      }
    }
  }

  return {
    kind: flowKind,
    file,
    preview,
    mapping,
    sending,
    previewError,
    run,
    conflict,
    announcement,
    isPreviewing: sending !== null,
    chooseFile,
    changeKind,
    changeMapping,
    startImport,
    startOver: () => clear(flowKind),
  };
}
