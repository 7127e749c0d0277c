import { PassThrough, Readable, pipeline } from "node:stream";
import { stringify } from "csv-stringify";
import { stringify as stringifySync } from "csv-stringify/sync";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * RFC 4180 as Excel and parsers read it: CRLF between records, and a field quoted when it
 * holds a comma, a quote or any line break (csv-stringify quotes a lone LF only when told to).
 * Booleans as true/false. The UTF-8 byte-order mark (so Excel reads Müller as Müller) and the
 * header row are written by sendCsv before the first row arrives.
 */
const csvOptions = {
  header: false,
  bom: false,
  record_delimiter: "windows",
  quoted_match: /[\r\n]/,
  cast: { boolean: (value: boolean) => (value ? "true" : "false") },
} as const;

/**
 * How long an export waits for its first rows before it answers anyway. A query that fails
 * (or finishes) sooner still answers a proper 500 (or the whole file); a slower one, e.g. a
 * year of shipments sorted over 1M POs, sends its byte-order mark and header row now, so the
 * browser's download starts within a second, and a failure after that ends the download
 * early (the browser shows it as failed, and the server logs it).
 */
const FIRST_ROWS_WAIT_MS = 300;

export interface CsvDownload<Row> {
  fileName: string;
  /** The header row, as written. */
  header: string[];
  /** With `rows` of objects: the field of each column, in order (the header's by default). */
  columns?: string[];
  rows: AsyncGenerator<Row>;
}

/**
 * Streams rows as a CSV download: the one writer behind every CSV the API answers (reports,
 * record exports, import templates). Rows are pulled as the client reads; a client that
 * leaves early ends the generator (and with it a database cursor).
 */
export async function sendCsv<Row extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  { fileName, header, columns, rows }: CsvDownload<Row>,
) {
  const first = rows.next();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([first, new Promise((resolve) => (timer = setTimeout(resolve, FIRST_ROWS_WAIT_MS)))]);
  } finally {
    clearTimeout(timer);
  }
  const source = Readable.from(
    (async function* () {
      const head = await first;
      if (head.done) return;
      yield head.value;
      yield* rows;
    })(),
  );
  // Readable.from only ends the generator above; this closes the rows when a client leaves early.
  source.once("close", () => void rows.return(undefined));
  const body = new PassThrough();
  // The byte-order mark and the header row, written before any row is read: the bytes
  // csv-stringify's own `bom` and `header` would write, but it writes them with the first row.
  body.write(`\ufeff${stringifySync([header], csvOptions)}`);
  pipeline(source, stringify({ ...csvOptions, ...(columns ? { columns } : {}) }), body, (error) => {
    if (error) request.log.warn({ err: error }, "CSV export ended early");
  });
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "no-store")
    .send(body);
}
