import { importHeaderKey, type ImportColumn, type ImportKind, type ImportMapping } from "../../api/imports/types";
import { columnKeyAt } from "./mapping";

/**
 * How a user mapped a kind's files before: a file header, as matching reads it
 * (`importHeaderKey`: "Part #" → "part"), to the column key it filled, or "" for "Don't import".
 */
export type RememberedMapping = Record<string, string>;

// Per user on this browser, as the palette's recent records: two people sharing a PC keep their own.
const storageKey = (userId: string, kind: ImportKind) => `shopdesk.import-mapping.${userId}.${kind}`;

export function readRememberedMapping(userId: string | null, kind: ImportKind): RememberedMapping {
  if (!userId) return {};
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(userId, kind)) ?? "{}");
    if (!stored || typeof stored !== "object" || Array.isArray(stored)) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

/** Keeps what each of the file's headers was mapped to, beside what other files' headers were. Without a user nothing is kept. */
export function rememberMapping(
  userId: string | null,
  kind: ImportKind,
  headers: readonly string[],
  mapping: ImportMapping,
): void {
  if (!userId) return;
  const remembered = readRememberedMapping(userId, kind);
  headers.forEach((header, index) => {
    const key = importHeaderKey(header);
    if (key !== "") remembered[key] = columnKeyAt(mapping, index);
  });
  try {
    window.localStorage.setItem(storageKey(userId, kind), JSON.stringify(remembered));
  } catch {
    return; // Storage full or refused: the next file is matched by its headers alone.
  }
}

/**
 * The mapping for a new file: each header the user mapped before as they did (a column they
 * chose not to import stays out), and the rest as the server matched them (`matched`), each
 * column filled once, the user's choice first.
 */
export function applyRememberedMapping(
  columns: readonly ImportColumn[],
  headers: readonly string[],
  matched: ImportMapping,
  remembered: RememberedMapping,
): ImportMapping {
  const known = new Set(columns.map((column) => column.key));
  const mapping: ImportMapping = {};
  const decided = new Set<number>();
  headers.forEach((header, index) => {
    const choice = remembered[importHeaderKey(header)];
    if (choice === undefined) return;
    decided.add(index);
    if (choice !== "" && known.has(choice) && !(choice in mapping)) mapping[choice] = index;
  });
  for (const [key, index] of Object.entries(matched)) {
    if (!decided.has(index) && !(key in mapping)) mapping[key] = index;
  }
  return mapping;
}
