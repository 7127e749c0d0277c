import { z } from "zod/mini";
import { downloadLinkSchema, noBody } from "../downloads.js";
import {
  lateWorkOrdersQuery,
  lateWorkOrdersSchema,
  openOrdersQuery,
  openOrdersSchema,
  partReportQuery,
  partReportSchema,
  salesQuery,
  salesSchema,
  shipmentsQuery,
  shipmentsSchema,
} from "../reports.js";
import { type ContentAnswer, answers, pascalCase, route, writeAnswers } from "../route.js";
import type { ReportName } from "../statuses.js";

const tag = "Dashboard and reports";

/** A report's CSV: every filtered row, streamed (the bearer route's answer, and a download link's). */
export const reportCsvAnswer = {
  description: "Every filtered row.",
  content: {
    "text/csv": {
      schema: z
        .string()
        .check(z.describe("RFC 4180 CSV, UTF-8 with a byte-order mark, a header row of the row fields.")),
    },
  },
} satisfies ContentAnswer;

/** A report's three routes: a page as JSON, every row as CSV, and a single-use link to that CSV. */
function reportEntries<const N extends ReportName, Q extends z.ZodMiniType, A extends z.ZodMiniType>(
  name: N,
  query: Q,
  answer: A,
) {
  return {
    page: route({
      method: "GET",
      path: `/reports/${name}`,
      operationId: `get${pascalCase(name)}Report`,
      tag,
      query,
      answers: answers({ 200: answer }),
    }),
    csv: route({
      method: "GET",
      path: `/reports/${name}.csv`,
      operationId: `get${pascalCase(name)}ReportCsv`,
      tag,
      query,
      answers: answers({ 200: reportCsvAnswer }),
    }),
    csvLink: route({
      method: "POST",
      path: `/reports/${name}.csv/link`,
      operationId: `create${pascalCase(name)}ReportLink`,
      tag,
      query,
      body: noBody,
      answers: writeAnswers({ 201: downloadLinkSchema }),
    }),
  };
}

/**
 * /api/reports (docs/api.md, "Dashboard and reports"), by report: `page` (a page of rows with
 * their totals), `csv` (every row the same query selects) and `csvLink` (a link to that CSV).
 */
export const reportRoutes = {
  parts: reportEntries("parts", partReportQuery, partReportSchema),
  "open-orders": reportEntries("open-orders", openOrdersQuery, openOrdersSchema),
  "late-work-orders": reportEntries("late-work-orders", lateWorkOrdersQuery, lateWorkOrdersSchema),
  shipments: reportEntries("shipments", shipmentsQuery, shipmentsSchema),
  "sales-by-customer": reportEntries("sales-by-customer", salesQuery, salesSchema),
} satisfies Record<ReportName, unknown>;
