import { Readable, pipeline } from "node:stream";
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
  type ReportName,
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
  shipmentsSchema,
} from "@shopdesk/contract";
import { answers } from "../http/answers.js";

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
 * A UTF-8 byte-order mark first, so Excel reads Müller as Müller. Booleans as true/false.
 */
const csvOptions = {
  header: true,
  bom: true,
  record_delimiter: "windows",
  quoted_match: /[\r\n]/,
  cast: { boolean: (value: boolean) => (value ? "true" : "false") },
} as const;

const csvText = z.string().describe("RFC 4180 CSV, UTF-8 with a byte-order mark, a header row of the row fields.");

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
          response: answers({ 200: { description: "Every filtered row.", content: { "text/csv": { schema: csvText } } } }),
        },
      },
      async (request, reply) => {
        const today = await databaseToday(db);
        const prepared = report.prepare(request.query, today);
        return sendCsv(name, today, prepared, request, reply);
      },
    );
  }

  async function sendCsv(name: ReportName, today: string, prepared: Prepared, request: FastifyRequest, reply: FastifyReply) {
    // The first batch is read before answering, so a failing query is still a proper 500.
    const rows = streamRows(database, prepared.query.rows());
    const first = await rows.next();
    const source = Readable.from(
      (async function* () {
        if (first.done) return;
        yield first.value;
        yield* rows;
      })(),
    );
    // Readable.from only ends the generator above; this closes the cursor when a client leaves early.
    source.once("close", () => void rows.return(undefined));
    const body = stringify({ ...csvOptions, columns: [...reportColumns[name]] });
    pipeline(source, body, (error) => {
      if (error) request.log.warn({ err: error }, "CSV export ended early");
    });
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${name}-${today}.csv"`)
      .header("cache-control", "no-store")
      .send(body);
  }
};
