import { Page } from "../../shell/page";

export default function ReportsPage() {
  return <Page title="Reports" description="Part search, open orders, late work orders, shipments and sales." />;
}
