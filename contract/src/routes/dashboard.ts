import { dashboardSchema } from "../dashboard.js";
import { noQuery } from "../list.js";
import { answers, route } from "../route.js";

/** /api/dashboard: the tiles, lists and chart of the home screen. */
export const dashboardRoutes = {
  get: route({
    method: "GET",
    path: "/dashboard",
    operationId: "getDashboard",
    tag: "Dashboard and reports",
    query: noQuery,
    answers: answers({ 200: dashboardSchema }),
  }),
};
