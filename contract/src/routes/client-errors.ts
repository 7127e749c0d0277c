import { z } from "zod/mini";
import { errorReportBody } from "../client-errors.js";
import { route, writeAnswers } from "../route.js";

/** /api/logging: the app's error boundary reports a crash, fire-and-forget. */
export const clientErrorRoutes = {
  report: route({
    method: "POST",
    path: "/logging/error",
    operationId: "reportClientError",
    tag: "Logging",
    body: errorReportBody,
    answers: writeAnswers({ 204: z.null().check(z.describe("Recorded.")) }, 429),
  }),
};
