import type { RouteAnswer, dashboardRoutes } from "@shopdesk/contract";
import type { ApiError } from "../client";

/** The dashboard as `GET /dashboard` answers it. */
export type Dashboard = RouteAnswer<typeof dashboardRoutes.get>;

/** A dashboard tile: its figures and the report (with its filter) it opens: `/reports?${Query}`. */
export type DashboardTile = Dashboard["Tiles"]["OpenBacklog"];

/** The dashboard's call fails with the API's one error shape. */
export type DashboardError = ApiError;
