import { DashboardScreen } from "../../features/dashboard/dashboard-screen";

/** `/`: the dashboard. */
export default function DashboardPage() {
  return <DashboardScreen />;
}
