import { Readable, pipeline } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../db/database.js";
import type { Schema } from "../db/schema.js";
import { HttpError } from "../errors.js";
import { lateWorkOrders } from "../queries/reports/late-work-orders.js";
import { openOrders } from "../queries/reports/open-orders.js";
import { partsReport } from "../queries/reports/parts.js";
import { type ReportQuery, databaseToday, reportPage, streamRows } from "../queries/reports/report.js";
import { salesByCustomer, salesByMonth, salesRange } from "../queries/reports/sales-by-customer.js";
import { shipmentRange, shipments } from "../queries/reports/shipments.js";
import {
  type ReportName,
  lateWorkOrdersQuery,
  openOrdersQuery,
  partReportQuery,
  reportColumns,
  reportNames,
  salesQuery,
  shipmentsQuery,
} from "./reports.schemas.js";

/** A report ready to run: its query, and what its answer carries besides the page. */
interface Prepared {
  query: ReportQuery<object, object>;
  extra?(db: Kysely<Schema>): Promise<Record<string, unknown>>;
}

interface Definition<Q extends z.ZodType> {
  input: Q;
  prepare(query: z.infer<Q>, today: string): Prepared;
}
const define = <Q extends z.ZodType>(definition: Definition<Q>) => definition as unknown as Definition<z.ZodType>;

const reports: Record<ReportName, Definition<z.ZodType>> = {
  parts: define({ input: partReportQuery, prepare: (query) => ({ query: partsReport(query) }) }),
  "open-orders": define({ input: openOrdersQuery, prepare: (query) => ({ query: openOrders(query) }) }),
  "late-work-orders": define({ input: lateWorkOrdersQuery, prepare: (query) => ({ query: lateWorkOrders(query) }) }),
  shipments: define({
    input: shipmentsQuery,
    prepare(query, today) {
      const range = shipmentRange(query, today);
      return { query: shipments(query, range), extra: async () => ({ From: range.from, To: range.to }) };
    },
  }),
  "sales-by-customer": define({
    input: salesQuery,
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

function findReport(name: string): [ReportName, Definition<z.ZodType>] {
  if (!(reportNames as readonly string[]).includes(name)) {
    throw new HttpError(404, `There is no report "${name}". Reports: ${reportNames.join(", ")}.`);
  }
  return [name as ReportName, reports[name as ReportName]];
}

/** /api/reports (docs/api.md, "Dashboard and reports"): a page as JSON, or every row as CSV. */
export const reportRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get<{ Params: { report: string } }>("/reports/:report", async (request, reply) => {
    const csv = request.params.report.endsWith(".csv");
    const [name, report] = findReport(csv ? request.params.report.slice(0, -4) : request.params.report);
    const query = report.input.parse(request.query) as { page: number; pageSize: number };
    const today = await databaseToday(db);
    const prepared = report.prepare(query, today);

    if (!csv) {
      const [page, extra] = await Promise.all([reportPage(db, query, prepared.query), prepared.extra?.(db) ?? {}]);
      return { ...page, ...extra };
    }

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
  });
};
