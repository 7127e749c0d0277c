import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { attachmentRoutes } from "./attachments/routes.js";
import { apiAuth } from "./auth/api-auth.js";
import type { VerifyToken } from "./auth/verify-token.js";
import { backupRoutes } from "./backups/routes.js";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { HttpError } from "./http/http-error.js";
import { customerRoutes } from "./customers/routes.js";
import { dashboardRoutes } from "./dashboard/routes.js";
import { downloadRoutes } from "./link-downloads/routes.js";
import { historyRoutes } from "./record-history/routes.js";
import { importRoutes } from "./imports/routes.js";
import type { LiveOptions } from "./live/index.js";
import { liveRoutes } from "./live/routes.js";
import { type LoggingOptions, loggingRoutes } from "./client-errors/routes.js";
import type { AlertOptionsInput } from "./alerts/index.js";
import { alertRoutes } from "./alerts/routes.js";
import { packingSlipRoutes } from "./packing-slips/routes.js";
import { partRoutes } from "./parts/routes.js";
import { purchaseOrderRoutes } from "./purchase-orders/routes.js";
import { reportRoutes } from "./reports/routes.js";
import { searchRoutes } from "./search/routes.js";
import { supplierRoutes } from "./suppliers/routes.js";
import { workOrderRoutes } from "./work-orders/routes.js";

export interface ApiOptions {
  database: Database;
  verifyToken: VerifyToken;
  /** Attachment uploads: the largest file (MB of 1,048,576 bytes), how long one may stall (s), where they are spooled. */
  uploads: { maxUploadMb: number; uploadIdleSeconds: number; spoolDir: string };
  logging?: Omit<LoggingOptions, "database">;
  /** The live feed's timings; tests shorten them (docs/api.md, "Live updates"). */
  live?: Partial<LiveOptions>;
  /** The alerts' clock, timings, mail and public address (docs/api.md, "Alerts"). */
  alerts?: AlertOptionsInput;
  /** Where backups go, how often the embedded server makes one, how many it keeps (docs/api.md, "Backups"). */
  backups: Config["backup"];
  /** More routes behind the token check (tests add probes here). */
  extraRoutes?: FastifyPluginAsync;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * JSON bodies are UTF-8 (RFC 8259): another charset, or bytes that are not UTF-8, answer 400, rather than being read as UTF-8 with U+FFFD in place of what was sent.
 */
function strictJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers["content-type"] ?? "")?.[1]?.toLowerCase();
    if (charset && charset !== "utf-8" && charset !== "utf8") {
      done(new HttpError(400, `Send JSON as UTF-8, not ${charset}.`), undefined);
      return;
    }
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, "The body is not valid UTF-8."), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      // No route takes a bare null, and Fastify hands a missing body to the schema as null too:
      // refusing it here keeps "no body" (`{}` where a body is optional) apart from `null`.
      if (!error && value === null) done(new HttpError(400, "The body is null: send a JSON object."), undefined);
      else done(error, value);
    });
  });
}

/**
 * Everything under /api (registered with that prefix): the token check, then each route's
 * `params`, `querystring` and `body` checked against its contract schema before the handler
 * runs, and its answer serialised through its response schema.
 */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (
  app,
  { database, verifyToken, uploads, logging, live, alerts, backups, extraRoutes },
) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  strictJsonBodies(app);
  await app.register(apiAuth, { verifyToken });

  await app.register(searchRoutes, { database });
  await app.register(loggingRoutes, { database, ...logging });
  await app.register(customerRoutes, { database });
  await app.register(supplierRoutes, { database });
  await app.register(partRoutes, { database });
  await app.register(purchaseOrderRoutes, { database });
  await app.register(workOrderRoutes, { database });
  await app.register(packingSlipRoutes, { database });
  await app.register(historyRoutes, { database });
  await app.register(importRoutes, { database });
  await app.register(dashboardRoutes, { database });
  await app.register(reportRoutes, { database });
  await app.register(attachmentRoutes, {
    database,
    maxUploadBytes: uploads.maxUploadMb * 1024 * 1024,
    uploadIdleMs: uploads.uploadIdleSeconds * 1000,
    spoolDir: uploads.spoolDir,
  });
  await app.register(liveRoutes, { database, options: live });
  await app.register(alertRoutes, { database, options: alerts });
  await app.register(backupRoutes, { database, settings: backups });
  if (extraRoutes) await app.register(extraRoutes);
};

/**
 * The /api routes a browser reaches without a bearer token (registered with that prefix,
 * outside the token check): a single-use download link, whose token in the path is its
 * proof (docs/api.md, "Downloads"). Same edge checks and serialisation as the rest of /api.
 */
export const publicApiRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
  });
  await app.register(downloadRoutes, { database });
};
