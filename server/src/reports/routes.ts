import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/database.js";
import type { Schema } from "../db/schema.js";
import { sendCsv } from "../http/csv.js";
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
import { answers, pascalCase, writeAnswers } from "../http/answers.js";

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
const define = <Q extends z.core.$ZodType>(definition: Definition<Q>) =>
  definition as unknown as Definition<z.core.$ZodType>;

const reports: Record<ReportName, Definition<z.core.$ZodType>> = {
  parts: define({
    input: partReportQuery,
    output: partReportSchema,
    title: "Parts",
    prepare: (query) => ({ query: partsReport(query) }),
  }),
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
        extra: async (db) => ({
          From: range.from,
          To: range.to,
          Months: await salesByMonth(db, range, query.customerId),
        }),
      };
    },
  }),
};

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
      {
        schema: {
          tags,
          summary: `${report.title}: a page`,
          operationId: `get${pascalCase(name)}Report`,
          description:
            'A page of the report\'s rows and its totals, filtered and sorted as the query says (docs/api.md, "Reports in detail").',
          querystring: report.input,
          response: answers({ 200: report.output }),
        },
      },
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
          operationId: `get${pascalCase(name)}ReportCsv`,
          description: "Every row the same filters select, streamed as RFC 4180 CSV, UTF-8 with a byte-order mark.",
          querystring: report.input,
          response: answers({ 200: csvAnswer }),
        },
      },
      async (request, reply) =>
        sendReportCsv(database, { report: name, query: request.query as Record<string, unknown> }, request, reply),
    );

    app.post(
      `/reports/${name}.csv/link`,
      {
        schema: {
          tags,
          summary: `${report.title}: a single-use link to the CSV (for the browser's own download)`,
          operationId: `create${pascalCase(name)}ReportLink`,
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
          createDownloadLink(db, {
            kind: "report-csv",
            target,
            subject: request.principal.subject,
            name: request.principal.name,
          }),
          databaseToday(db),
        ]);
        return reply
          .status(201)
          .send({ Url: downloadUrl(link.token), FileName: csvFileName(name, today), ExpiresAt: link.expiresAt });
      },
    );
  }
};

/**
 * Streams a report as CSV: every row of `target`'s report and query, read through a cursor.
 * The one implementation behind the bearer route and a download link (link-downloads/routes.ts).
 */
export async function sendReportCsv(
  database: Database,
  target: ReportCsvTarget,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const name = target.report;
  const columns = [...reportColumns[name]];
  const today = await databaseToday(database.db);
  const prepared = reports[name].prepare(target.query, today);
  // The column names are the row fields.
  return sendCsv(request, reply, {
    fileName: csvFileName(name, today),
    header: columns,
    columns,
    rows: streamRows(database, prepared.query.rows()),
  });
}
