/** What the dashboard's page takes from its folder (docs/app.md, "Folders"). */
export { DashboardScreen } from "./dashboard-screen";
