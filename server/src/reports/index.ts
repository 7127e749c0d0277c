// What other domains may use of reports (docs/server.md, "Layers"): the dashboard's tiles are
// the reports' own queries, summed.
export { addDays, monthEnd, monthOf, monthStart } from "./dates.js";
export {
  lateWorkOrderConditions,
  lateWorkOrders,
  workOrderSummaryColumns,
  workOrdersWithOrders,
} from "./late-work-orders.js";
export { openOrders } from "./open-orders.js";
export { databaseToday, streamRows } from "./report.js";
export { shipmentRange, shippedByWeek, shippedTotals } from "./shipments.js";
export { sendReportCsv, type ReportCsvTarget } from "./routes.js";
