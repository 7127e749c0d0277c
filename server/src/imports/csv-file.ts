import { setImmediate as turn } from "node:timers/promises";
import { CsvError, parse } from "csv-parse";
import iconv from "iconv-lite";
import type { ImportPreview } from "@shopdesk/contract";
import { InvalidError } from "../errors.js";

/**
 * A CSV file as staff bring it (docs/api.md, "Import and export"): UTF-8 with or without a
 * byte-order mark, or Windows-1252 (Excel's "CSV" on Windows); comma, semicolon (Excel where
 * the decimal mark is a comma) or tab; quoted fields holding delimiters, quotes and line breaks.
 * Parsed by csv-parse, the server's CSV reader beside csv-stringify, its writer for exports.
 */

export type Encoding = ImportPreview["File"]["Encoding"];
export type Delimiter = ImportPreview["File"]["Delimiter"];

export interface CsvFile<T> {
  encoding: Encoding;
  delimiter: Delimiter;
  headers: string[];
  /** What the reader made of each data row, in file order. */
  rows: T[];
  /** Data rows that are not blank. */
  rowCount: number;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The file's text. Bytes that are valid UTF-8 are read as UTF-8 (a Windows-1252 file with
 * accents is almost never valid UTF-8, while plain ASCII reads the same either way); anything
 * else as Windows-1252, which maps every byte. Decoded by iconv-lite: Node 20's TextDecoder
 * reads "windows-1252" as Latin-1, so Excel's curly quotes, dashes and € (0x80–0x9F) would
 * become control characters. UTF-16 (Excel's "Unicode text") is refused
 * with what to do instead.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: Encoding } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new InvalidError(
      'This file is UTF-16 (Excel\'s "Unicode text"). Save it as "CSV UTF-8" or "CSV (comma delimited)" and try again.',
    );
  }
  if (bytes.includes(0))
    throw new InvalidError("This is not a CSV file: it holds binary data. Save the sheet as CSV and try again.");
  try {
    // The decoder drops a UTF-8 byte-order mark.
    return { text: strictUtf8.decode(bytes), encoding: "UTF-8" };
  } catch {
    return {
      text: iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), "windows-1252"),
      encoding: "Windows-1252",
    };
  }
}

const delimiters: Delimiter[] = [",", ";", "\t"];

/** The delimiter the header row uses most, outside quotes (a comma when it uses none). */
export function detectDelimiter(text: string): Delimiter {
  const counts = new Map<Delimiter, number>(delimiters.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === "\n" || character === "\r")) break;
    else if (!quoted && counts.has(character as Delimiter))
      counts.set(character as Delimiter, counts.get(character as Delimiter)! + 1);
  }
  return delimiters.reduce((best, delimiter) => (counts.get(delimiter)! > counts.get(best)! ? delimiter : best), ",");
}

/** How much of the file's text is parsed between two turns of the event loop for other requests (about 10 ms of work). */
const TEXT_PER_TURN = 64 * 1024;

/**
 * Reads the whole file: its header row, then each data row that is not blank, handed to the
 * reader `readerFor(headers)` gives as soon as it is parsed, so a big file's raw cells are
 * never all held at once. A reader answers null to keep nothing of a row (it is still counted).
 * The text goes to the parser a piece at a time, the server answering other requests between
 * pieces: 50,000 rows in one go held every request for 1.5 s.
 */
export async function readCsv<T>(
  bytes: Uint8Array,
  readerFor: (headers: string[]) => (cells: string[], line: number) => T | null,
): Promise<CsvFile<T>> {
  const { text, encoding } = decodeCsv(bytes);
  if (text.trim() === "")
    throw new InvalidError("The file is empty: it needs a header row and at least one row of data.");
  const delimiter = detectDelimiter(text);
  let headers: string[] | undefined;
  let read: (cells: string[], line: number) => T | null = () => null;
  const rows: T[] = [];
  let rowCount = 0;
  // Blank lines are records too ([""]), so counting records gives each its row in a spreadsheet.
  let line = 0;
  let failure: unknown;
  const parser = parse({
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    // Nothing is kept by the parser: each record goes to the reader and is let go.
    on_record: (cells: string[]) => {
      line += 1;
      if (!headers) {
        headers = cells.map((cell) => cell.trim());
        if (headers.every((cell) => cell === ""))
          throw new InvalidError("The first row is empty: it must hold the column headers.");
        read = readerFor(headers);
      } else if (cells.some((cell) => cell.trim() !== "")) {
        rowCount += 1;
        const row = read(cells, line);
        if (row !== null) rows.push(row);
      }
      return null;
    },
  });
  parser.on("error", (error) => (failure ??= error));
  const ended = new Promise<void>((resolve) => parser.on("end", resolve).on("error", () => resolve()));
  parser.resume();
  for (let start = 0; start < text.length && failure === undefined;) {
    let end = Math.min(start + TEXT_PER_TURN, text.length);
    // Never between the two halves of a character outside the BMP.
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end -= 1;
    parser.write(text.slice(start, end));
    start = end;
    await turn();
  }
  if (failure === undefined) parser.end();
  await ended;
  if (failure instanceof CsvError) {
    const after = (failure as CsvError & { records?: number }).records;
    throw new InvalidError(
      `The file is not valid CSV${after === undefined ? "" : ` after row ${after + 1}`}: ${failure.message.replace(/^Invalid .*?: /, "")}`,
    );
  }
  if (failure !== undefined) throw failure;
  if (rowCount === 0) throw new InvalidError("The file has a header row but no rows of data.");
  return { encoding, delimiter, headers: headers!, rows, rowCount };
}
