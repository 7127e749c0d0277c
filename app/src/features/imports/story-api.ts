import {
  importColumns,
  importKinds,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportProgressLine,
} from "../../api/imports/types";
import type { StoryRequest, StoryRoute } from "../../storybook/story-api";
import { cleanPreview, importLines } from "./fixtures";

export type ImportStoryAnswers = {
  /** Answers a preview, given the mapping sent (`undefined`: the server matches the headers). Throw an `ApiError` to refuse. */
  preview?: (mapping: ImportMapping | undefined, kind: ImportKind) => ImportPreview | Promise<ImportPreview>;
  /** Answers the import: its lines, as a list or as an async iterable that may pause. Throw an `ApiError` to refuse. */
  run?: (request: StoryRequest) => Iterable<ImportProgressLine> | AsyncIterable<ImportProgressLine>;
};

/** The clean preview, with the mapping sent when there is one, as the server echoes it. */
export const echoMapping = (mapping: ImportMapping | undefined): ImportPreview =>
  mapping ? { ...cleanPreview, Mapping: mapping } : cleanPreview;

const kindOf = (request: StoryRequest) => importKinds.find((kind) => kind === request.match[1]) ?? "customers";

/** A CSV as a `data:` URL, the way the reports' fake API answers its export link. */
function csvLink(fileName: string, rows: string[][]) {
  const text = rows
    .map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(","))
    .join("\r\n");
  return {
    Url: `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`,
    FileName: fileName,
    ExpiresAt: "2026-11-21T15:05:00.000Z",
  };
}

/** The template of a kind: its headers and its two example rows (the first 3 price breaks of parts, as the server writes it). */
function template(kind: ImportKind) {
  const columns = importColumns[kind].filter((column) => !/^Break([4-9]|\d\d)/.test(column.key));
  return csvLink(`${kind}-template.csv`, [
    columns.map((column) => column.header),
    ...[0, 1].map((row) => columns.map((column) => column.examples[row as 0 | 1])),
  ]);
}

/** The fake server of the import screen and the lists' Export: previews, the import's lines, the template and export links. */
export function importRoutes({
  preview = echoMapping,
  run = () => importLines,
}: ImportStoryAnswers = {}): StoryRoute[] {
  return [
    {
      method: "POST",
      path: /^\/imports\/([a-z-]+)\/preview$/,
      respond: (request) => {
        const mapping = request.query.get("mapping");
        return preview(mapping ? (JSON.parse(mapping) as ImportMapping) : undefined, kindOf(request));
      },
    },
    {
      method: "POST",
      path: /^\/imports\/([a-z-]+)\/template\.csv\/link$/,
      respond: (request) => template(kindOf(request)),
    },
    {
      method: "POST",
      path: /^\/exports\/([a-z-]+)\.csv\/link$/,
      respond: (request) =>
        csvLink(`${request.match[1]}-2026-11-21.csv`, [importColumns[kindOf(request)].map((column) => column.header)]),
    },
    { method: "POST", path: /^\/imports\/([a-z-]+)$/, respond: run },
  ];
}
