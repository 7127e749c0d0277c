import { useEffect, useSyncExternalStore } from "react";
import type { PresenceRecord } from "@shopdesk/contract";
import { useSignedInUserId } from "./signed-in-user";

/** A record opened lately, as the palette lists it under "Recent". */
export type RecentRecord = {
  /** Where it opens, e.g. `/po/233`; one entry per path. */
  path: string;
  /** What it is called, e.g. "PO 4500012345". */
  label: string;
  /** A second line, e.g. the customer. */
  detail?: string;
  /** The record as the change feed names it, so the list follows its changes (follow-recents.tsx). */
  record?: { Kind: PresenceRecord["Kind"]; Key: string };
};

/** The ten records opened last are kept. */
export const RECENT_RECORDS_KEPT = 10;
const changed = "shopdesk:recent-records";
const storageKey = (userId: string) => `shopdesk.recent.${userId}`;

function read(userId: string | null): string {
  if (!userId) return "[]";
  try {
    return window.localStorage.getItem(storageKey(userId)) ?? "[]";
  } catch {
    return "[]";
  }
}

function parse(text: string): RecentRecord[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list)
      ? list.filter((each): each is RecentRecord => typeof each?.path === "string" && typeof each?.label === "string")
      : [];
  } catch {
    return [];
  }
}

/** The user's recent records as stored, newest first. */
export const readRecentRecords = (userId: string): RecentRecord[] => parse(read(userId));

/** Puts `record` first in the user's list (once per path), keeping the last ten. */
export function rememberRecord(userId: string, record: RecentRecord): void {
  write(userId, [record, ...parse(read(userId)).filter((each) => each.path !== record.path)]);
}

/** Replaces the entry at `path` where it stands (`null`: the record is gone, and so is its entry). */
export function replaceRecentRecord(userId: string, path: string, next: RecentRecord | null): void {
  const list = parse(read(userId));
  const at = list.findIndex((each) => each.path === path);
  if (at === -1) return;
  write(userId, [...list.slice(0, at), ...(next ? [next] : []), ...list.slice(at + 1)]);
}

function write(userId: string, records: RecentRecord[]): void {
  const list = records.filter((each, index) => records.findIndex((other) => other.path === each.path) === index);
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify(list.slice(0, RECENT_RECORDS_KEPT)));
  } catch {
    return; // Storage full or refused: the palette just has fewer recents.
  }
  window.dispatchEvent(new Event(changed));
}

function subscribe(onChange: () => void) {
  window.addEventListener(changed, onChange);
  // Another tab opened a record.
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(changed, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Records the screen's record as opened, once it is known. Without a user (stories) nothing is kept. */
export function useRecordVisit(record: RecentRecord | undefined): void {
  const userId = useSignedInUserId();
  const { path, label, detail, record: { Kind, Key } = {} } = record ?? {};
  useEffect(() => {
    if (userId && path && label)
      rememberRecord(userId, {
        path,
        label,
        ...(detail ? { detail } : {}),
        ...(Kind && Key ? { record: { Kind, Key } } : {}),
      });
  }, [userId, path, label, detail, Kind, Key]);
}

/** The user's recent records, newest first; follows other tabs. */
export function useRecentRecords(): RecentRecord[] {
  const userId = useSignedInUserId();
  const text = useSyncExternalStore(subscribe, () => read(userId));
  return parseMemo(text);
}

// The snapshot is the stored text (stable between changes); its parsed list is kept per text.
let lastText = "";
let lastList: RecentRecord[] = [];
function parseMemo(text: string): RecentRecord[] {
  if (text !== lastText) {
    lastText = text;
    lastList = parse(text);
  }
  return lastList;
}
