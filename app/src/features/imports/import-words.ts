import { formatQuantity } from "@shopdesk/design-system";
import type { ImportPreview, ImportResult } from "../../api/imports/types";

const delimiters: Record<ImportPreview["File"]["Delimiter"], string> = {
  ",": "commas",
  ";": "semicolons",
  "\t": "tabs",
};

/** "1 problem", "1,204 rows". */
export const countOf = (count: number, one: string, many: string) =>
  `${formatQuantity(count)} ${count === 1 ? one : many}`;

/** What the server read of a file: "1,204 rows · Windows-1252 · separated by semicolons". */
export function describeFile(file: ImportPreview["File"]): string {
  return `${countOf(file.Rows, "row", "rows")} · ${file.Encoding} · separated by ${delimiters[file.Delimiter]}`;
}

/** What the import would do, for the live region: counts, then whether it can run. */
export function describePreview(preview: ImportPreview): string {
  const counts = `${formatQuantity(preview.Create)} to create, ${formatQuantity(preview.Update)} to update, ${formatQuantity(preview.Unchanged)} unchanged`;
  const verdict =
    preview.ProblemCount === 0
      ? "No problems: ready to import."
      : `${countOf(preview.ProblemCount, "problem", "problems")} to fix in the file before it can be imported.`;
  return `${preview.File.Name}: ${counts}. ${verdict}`;
}

/** What the import did, for the live region. */
export function describeResult(fileName: string, result: ImportResult): string {
  return `Imported ${fileName}: ${formatQuantity(result.Created)} created, ${formatQuantity(result.Updated)} updated, ${formatQuantity(result.Unchanged)} unchanged.`;
}
