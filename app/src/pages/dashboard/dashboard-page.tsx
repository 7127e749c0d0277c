import { DashboardScreen } from "../../features/dashboard";

/** `/`: the dashboard. */
export default function DashboardPage() {
  return <DashboardScreen />;
}
