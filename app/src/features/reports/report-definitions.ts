import type { ReportName } from "../../api/reports/types";
import { lateWorkOrdersReport } from "./late-work-orders-report";
import { openOrdersReport } from "./open-orders-report";
import { partsReport } from "./parts-report";
import type { AnyReportDefinition, ReportDefinition } from "./report-definition";
import { salesByCustomerReport } from "./sales-by-customer-report";
import { shipmentsReport } from "./shipments-report";

/** The five reports, in the order the picker lists them. */
export const reportDefinitions: { [R in ReportName]: ReportDefinition<R> } = {
  "open-orders": openOrdersReport,
  "late-work-orders": lateWorkOrdersReport,
  shipments: shipmentsReport,
  "sales-by-customer": salesByCustomerReport,
  parts: partsReport,
};

export function reportDefinition(name: ReportName): AnyReportDefinition {
  return reportDefinitions[name] as unknown as AnyReportDefinition;
}
