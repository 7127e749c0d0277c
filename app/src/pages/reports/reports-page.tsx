import { ReportsScreen } from "../../features/reports";

/** `/reports?report=…&…filters`: part search, open orders, late WOs, shipments, sales by customer. */
export default function ReportsPage() {
  return <ReportsScreen />;
}
