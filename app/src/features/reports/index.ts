/** What other screens take from the reports' folder: the dashboard counts and formats as the reports do. */
export { countOf } from "./report-definition";
export { formatDayMonth, formatQuantity, monthName } from "./report-format";
export { ReportsScreen } from "./reports-screen";
export { ReportPrint } from "./report-print";
export { ShippedAmountChart, type ShippedPeriod } from "./shipped-amount-chart";
