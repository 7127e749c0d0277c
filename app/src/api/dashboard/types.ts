import type { dashboardSchema, tileSchema } from "@shopdesk/contract";
import type { z } from "zod/mini";
import type { ApiError } from "../client";

/** A dashboard tile: its figures and the report (with its filter) it opens: `/reports?${Query}`. */
export type DashboardTile = z.input<typeof tileSchema>;
export type Dashboard = z.input<typeof dashboardSchema>;

/** The dashboard's call fails with the API's one error shape. */
export type DashboardError = ApiError;
