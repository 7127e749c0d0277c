import rateLimit from "@fastify/rate-limit";
import { ERROR_REPORT_MAX_BYTES, clientErrorRoutes as routes } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordClientError } from "./repository.js";
import type { Database } from "../db/database.js";
import { HttpError } from "../http/http-error.js";
import { routeOptions } from "../http/route.js";

export interface LoggingOptions {
  database: Database;
  /** Reports per person per minute before 429 (default 30). */
  reportsPerMinute?: number;
}

const clip = (value: string | undefined, max: number) => (value ? value.slice(0, max) : null);

/** POST /api/logging/error: the app's error boundary reports a crash, fire-and-forget. */
export const loggingRoutes: FastifyPluginAsyncZod<LoggingOptions> = async (
  app,
  { database, reportsPerMinute = 30 },
) => {
  await app.register(rateLimit, {
    global: false,
    // After the token check (onRequest), so the limit counts per signed-in person.
    hook: "preHandler",
    keyGenerator: (request) => `subject:${request.principal.subject}`,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many error reports: try again in ${context.after}.`),
  });

  app.route({
    ...routeOptions(routes.report, {
      summary: "Report a crash of the app (fire-and-forget)",
      description:
        "The app sends what broke and where; the server logs it and keeps it for the administrator. Limited per minute (429 past it); the app does not wait for the answer.",
    }),
    bodyLimit: ERROR_REPORT_MAX_BYTES,
    config: { rateLimit: { max: reportsPerMinute, timeWindow: "1 minute" } },
    handler: async (request, reply) => {
      const { request: report } = request.body;
      await recordClientError(database.db, {
        error: report.error,
        componentStack: report.componentStack,
        subject: request.principal.subject,
        name: request.principal.name,
        // The page the app was on: helmet's Referrer-Policy is same-origin, so it comes along.
        pageUrl: clip(request.headers.referer, 2048),
        userAgent: clip(request.headers["user-agent"], 512),
        requestId: request.id,
      });
      return reply.status(204).send(null);
    },
  });
};
