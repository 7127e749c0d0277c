import { downloadLinkSchema, noBody } from "../downloads.js";
import { reportCsvAnswer, reportQueries, reportSchemas } from "../reports.js";
import { answers, pascalCase, route, writeAnswers } from "../route.js";
import type { ReportName } from "../statuses.js";

const tag = "Dashboard and reports";

/** A report's three routes: a page as JSON, every row as CSV, and a single-use link to that CSV. */
function reportEntries<const N extends ReportName>(name: N) {
  return {
    page: route({
      method: "GET",
      path: `/reports/${name}`,
      operationId: `get${pascalCase(name)}Report`,
      tag,
      query: reportQueries[name],
      answers: answers({ 200: reportSchemas[name] }),
    }),
    csv: route({
      method: "GET",
      path: `/reports/${name}.csv`,
      operationId: `get${pascalCase(name)}ReportCsv`,
      tag,
      query: reportQueries[name],
      answers: answers({ 200: reportCsvAnswer }),
    }),
    csvLink: route({
      method: "POST",
      path: `/reports/${name}.csv/link`,
      operationId: `create${pascalCase(name)}ReportLink`,
      tag,
      query: reportQueries[name],
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
  parts: reportEntries("parts"),
  "open-orders": reportEntries("open-orders"),
  "late-work-orders": reportEntries("late-work-orders"),
  shipments: reportEntries("shipments"),
  "sales-by-customer": reportEntries("sales-by-customer"),
} satisfies Record<ReportName, unknown>;
