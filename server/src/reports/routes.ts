import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { z } from "zod";
import {
  DOWNLOAD_LINK_SECONDS,
  type ReportName,
  reportColumns,
  reportNames,
  reportRoutes as routes,
} from "@shopdesk/contract";
import type { Database } from "../db/database.js";
import type { Schema } from "../db/schema.js";
import { createDownloadLink, downloadUrl } from "../downloads/index.js";
import { sendCsv } from "../http/csv.js";
import { routeOptions } from "../http/route.js";
import { lateWorkOrders } from "./late-work-orders.js";
import { openOrders } from "./open-orders.js";
import { partsReport } from "./parts.js";
import { type ReportQuery, databaseToday, reportPage, streamRows } from "./report.js";
import { salesByCustomer, salesByMonth, salesRange } from "./sales-by-customer.js";
import { shipmentRange, shipments } from "./shipments.js";

/** A report ready to run: its query, and what its answer carries besides the page. */
interface Prepared {
  query: ReportQuery<object, object>;
  extra?(db: Kysely<Schema>): Promise<Record<string, unknown>>;
}

/** A report's title, and how it runs a query its route has checked (contract/src/routes/reports.ts). */
interface Definition<N extends ReportName> {
  title: string;
  prepare(query: ReportInput<N>, today: string): Prepared;
}
type ReportInput<N extends ReportName> = z.output<(typeof routes)[N]["page"]["query"]>;
type ReportPage = z.input<(typeof routes)[ReportName]["page"]["answers"][200]>;
type Definitions = { [N in ReportName]: Definition<N> };

const reports: Definitions = {
  parts: {
    title: "Parts",
    prepare: (query) => ({ query: partsReport(query) }),
  },
  "open-orders": {
    title: "Open orders (backlog)",
    prepare: (query) => ({ query: openOrders(query) }),
  },
  "late-work-orders": {
    title: "Late work orders",
    prepare: (query) => ({ query: lateWorkOrders(query) }),
  },
  shipments: {
    title: "Shipments",
    prepare(query, today) {
      const range = shipmentRange(query, today);
      return { query: shipments(query, range), extra: async () => ({ From: range.from, To: range.to }) };
    },
  },
  "sales-by-customer": {
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
  },
};

/** What a report-csv download link downloads (docs/api.md, "Downloads"): the report and its validated query. */
export type ReportCsvTarget = {
  report: ReportName;
  query: ReportInput<ReportName>;
};

/** The file name of an export: `{report}-{today}.csv`. */
const csvFileName = (name: ReportName, today: string) => `${name}-${today}.csv`;

/** /api/reports (docs/api.md, "Dashboard and reports"): each report's page as JSON, or every row as CSV. */
export const reportRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  for (const name of reportNames) {
    // Each definition is typed by its own route's query (Definitions); the loop's union cannot pair them.
    const report = reports[name] as Definition<ReportName>;

    app.route({
      ...routeOptions(routes[name].page, {
        summary: `${report.title}: a page`,
        description:
          'A page of the report\'s rows and its totals, filtered and sorted as the query says (docs/api.md, "Reports in detail").',
      }),
      handler: async (request) => {
        const { query } = request;
        const prepared = report.prepare(query, await databaseToday(db));
        const [page, extra] = await Promise.all([reportPage(db, query, prepared.query), prepared.extra?.(db) ?? {}]);
        // report.ts types rows loosely; the route's answer schema checks and serialises them.
        return { ...page, ...extra } as ReportPage;
      },
    });

    app.route({
      ...routeOptions(routes[name].csv, {
        summary: `${report.title}: every row as CSV`,
        description: "Every row the same filters select, streamed as RFC 4180 CSV, UTF-8 with a byte-order mark.",
      }),
      handler: async (request, reply) =>
        sendReportCsv(database, { report: name, query: request.query }, request, reply),
    });

    app.route({
      ...routeOptions(routes[name].csvLink, {
        summary: `${report.title}: a single-use link to the CSV (for the browser's own download)`,
        description:
          "The same filters as the CSV route, checked now. The link works once, without a bearer token, for " +
          `${DOWNLOAD_LINK_SECONDS} seconds, and streams what the CSV route would (docs/api.md, "Downloads").`,
      }),
      handler: async (request, reply) => {
        const target: ReportCsvTarget = { report: name, query: request.query };
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
    });
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
  const prepared = (reports[name] as Definition<ReportName>).prepare(target.query, today);
  // The column names are the row fields.
  return sendCsv(request, reply, {
    fileName: csvFileName(name, today),
    header: columns,
    columns,
    rows: streamRows(database, prepared.query.rows()),
  });
}
