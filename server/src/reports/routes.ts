import { PassThrough, Readable, pipeline } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/database.js";
import type { Schema } from "../db/schema.js";
import { lateWorkOrders } from "./late-work-orders.js";
import { openOrders } from "./open-orders.js";
import { partsReport } from "./parts.js";
import { type ReportQuery, databaseToday, reportPage, streamRows } from "./report.js";
import { salesByCustomer, salesByMonth, salesRange } from "./sales-by-customer.js";
import { shipmentRange, shipments } from "./shipments.js";
import {
  DOWNLOAD_LINK_SECONDS,
  type ReportName,
  downloadLinkSchema,
  lateWorkOrdersQuery,
  lateWorkOrdersSchema,
  openOrdersQuery,
  openOrdersSchema,
  partReportQuery,
  partReportSchema,
  reportColumns,
  reportNames,
  salesQuery,
  salesSchema,
  shipmentsQuery,
  noBody,
  shipmentsSchema,
} from "@shopdesk/contract";
import { createDownloadLink, downloadUrl } from "../downloads/index.js";
import { answers, writeAnswers } from "../http/answers.js";

/** A report ready to run: its query, and what its answer carries besides the page. */
interface Prepared {
  query: ReportQuery<object, object>;
  extra?(db: Kysely<Schema>): Promise<Record<string, unknown>>;
}

interface Definition<Q extends z.core.$ZodType> {
  input: Q;
  /** The JSON answer (a page of rows with Totals). */
  output: z.core.$ZodType;
  title: string;
  prepare(query: z.infer<Q>, today: string): Prepared;
}
const define = <Q extends z.core.$ZodType>(definition: Definition<Q>) => definition as unknown as Definition<z.core.$ZodType>;

const reports: Record<ReportName, Definition<z.core.$ZodType>> = {
  parts: define({ input: partReportQuery, output: partReportSchema, title: "Parts", prepare: (query) => ({ query: partsReport(query) }) }),
  "open-orders": define({
    input: openOrdersQuery,
    output: openOrdersSchema,
    title: "Open orders (backlog)",
    prepare: (query) => ({ query: openOrders(query) }),
  }),
  "late-work-orders": define({
    input: lateWorkOrdersQuery,
    output: lateWorkOrdersSchema,
    title: "Late work orders",
    prepare: (query) => ({ query: lateWorkOrders(query) }),
  }),
  shipments: define({
    input: shipmentsQuery,
    output: shipmentsSchema,
    title: "Shipments",
    prepare(query, today) {
      const range = shipmentRange(query, today);
      return { query: shipments(query, range), extra: async () => ({ From: range.from, To: range.to }) };
    },
  }),
  "sales-by-customer": define({
    input: salesQuery,
    output: salesSchema,
    title: "Sales by customer",
    prepare(query, today) {
      const range = salesRange(query, today);
      return {
        query: salesByCustomer(query, range),
        extra: async (db) => ({ From: range.from, To: range.to, Months: await salesByMonth(db, range, query.customerId) }),
      };
    },
  }),
};

/**
 * RFC 4180 as Excel and parsers read it: CRLF between records, and a field quoted when it
 * holds a comma, a quote or any line break (csv-stringify quotes a lone LF only when told to).
 * Booleans as true/false. The UTF-8 byte-order mark (so Excel reads Müller as Müller) and the
 * header row are written by sendReportCsv before the first row arrives.
 */
const csvOptions = {
  header: false,
  bom: false,
  record_delimiter: "windows",
  quoted_match: /[\r\n]/,
  cast: { boolean: (value: boolean) => (value ? "true" : "false") },
} as const;

const csvText = z.string().describe("RFC 4180 CSV, UTF-8 with a byte-order mark, a header row of the row fields.");

/** The answer of a CSV export, for a route's `response` (the bearer route and a download link's). */
export const csvAnswer = { description: "Every filtered row.", content: { "text/csv": { schema: csvText } } };

/** What a report-csv download link downloads (docs/api.md, "Downloads"): the report and its validated query. */
export type ReportCsvTarget = {
  report: ReportName;
  query: Record<string, unknown>;
};

/** The file name of an export: `{report}-{today}.csv`. */
const csvFileName = (name: ReportName, today: string) => `${name}-${today}.csv`;

/** /api/reports (docs/api.md, "Dashboard and reports"): each report's page as JSON, or every row as CSV. */
export const reportRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  const tags = ["Dashboard and reports"];

  for (const name of reportNames) {
    const report = reports[name];

    app.get(
      `/reports/${name}`,
      { schema: { tags, summary: `${report.title}: a page`, querystring: report.input, response: answers({ 200: report.output }) } },
      async (request) => {
        const query = request.query as { page: number; pageSize: number };
        const prepared = report.prepare(query, await databaseToday(db));
        const [page, extra] = await Promise.all([reportPage(db, query, prepared.query), prepared.extra?.(db) ?? {}]);
        return { ...page, ...extra };
      },
    );

    app.get(
      `/reports/${name}.csv`,
      {
        schema: {
          tags,
          summary: `${report.title}: every row as CSV`,
          querystring: report.input,
          response: answers({ 200: csvAnswer }),
        },
      },
      async (request, reply) => sendReportCsv(database, { report: name, query: request.query as Record<string, unknown> }, request, reply),
    );

    app.post(
      `/reports/${name}.csv/link`,
      {
        schema: {
          tags,
          summary: `${report.title}: a single-use link to the CSV (for the browser's own download)`,
          description:
            "The same filters as the CSV route, checked now. The link works once, without a bearer token, for " +
            `${DOWNLOAD_LINK_SECONDS} seconds, and streams what the CSV route would (docs/api.md, "Downloads").`,
          querystring: report.input,
          body: noBody,
          response: writeAnswers({ 201: downloadLinkSchema }),
        },
      },
      async (request, reply) => {
        const target: ReportCsvTarget = { report: name, query: request.query as Record<string, unknown> };
        const [link, today] = await Promise.all([
          createDownloadLink(db, { kind: "report-csv", target, subject: request.principal.subject, name: request.principal.name }),
          databaseToday(db),
        ]);
        return reply.status(201).send({ Url: downloadUrl(link.token), FileName: csvFileName(name, today), ExpiresAt: link.expiresAt });
      },
    );
  }
};

/**
 * How long an export waits for its first rows before it answers anyway. A query that fails
 * (or finishes) sooner still answers a proper 500 (or the whole file); a slower one, e.g. a
 * year of shipments sorted over 1M POs, sends its byte-order mark and header row now, so the
 * browser's download starts within a second, and a failure after that ends the download
 * early (the browser shows it as failed, and the server logs it).
 */
const FIRST_ROWS_WAIT_MS = 300;

/**
 * Streams a report as CSV: every row of `target`'s report and query, read through a cursor.
 * The one implementation behind the bearer route and a download link (downloads/routes.ts).
 */
export async function sendReportCsv(database: Database, target: ReportCsvTarget, request: FastifyRequest, reply: FastifyReply) {
  const name = target.report;
  const columns = [...reportColumns[name]];
  const today = await databaseToday(database.db);
  const prepared = reports[name].prepare(target.query, today);
  const rows = streamRows(database, prepared.query.rows());
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
  // Readable.from only ends the generator above; this closes the cursor when a client leaves early.
  source.once("close", () => void rows.return(undefined));
  const body = new PassThrough();
  // The byte-order mark and the header row, written before any row is read. The column names
  // are the row fields (letters only), so they need no quoting: these are the bytes
  // csv-stringify's own `bom` and `header` would write, but it writes them with the first row.
  body.write(`\ufeff${columns.join(",")}\r\n`);
  pipeline(source, stringify({ ...csvOptions, columns }), body, (error) => {
    if (error) request.log.warn({ err: error }, "CSV export ended early");
  });
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${csvFileName(name, today)}"`)
    .header("cache-control", "no-store")
    .send(body);
}
