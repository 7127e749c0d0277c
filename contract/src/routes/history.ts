import { historyQuery, historySchema } from "../history.js";
import { answers, route } from "../route.js";

/** /api/history: a record's changes, newest first. */
export const historyRoutes = {
  get: route({
    method: "GET",
    path: "/history",
    operationId: "getHistory",
    tag: "History",
    query: historyQuery,
    answers: answers({ 200: historySchema }, 404),
  }),
};
