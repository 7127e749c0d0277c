import { ReportPrint } from "../../features/reports";

/** `/print/reports?report=…&…filters`: a report's print layout (US Letter, no app header). */
export default function PrintReportPage() {
  return <ReportPrint />;
}
