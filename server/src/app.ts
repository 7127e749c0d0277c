import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import helmet from "@fastify/helmet";
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from "fastify";
import { createLocalJWKSet, createRemoteJWKSet } from "jose";
import { createTokenVerifier, type VerifyToken } from "./auth/verify-token.js";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { registerDevSignIn } from "./dev-sign-in/index.js";
import { urlForLog } from "./downloads/index.js";
import { loadSigningKeys, type SigningKeys } from "./dev-sign-in/keys.js";
import { errorBody, handleError } from "./errors.js";
import { configRoutes } from "./http/config.js";
import { apiRoutes, publicApiRoutes } from "./api.js";
import type { LiveOptions } from "./live/index.js";
import type { AlertOptionsInput } from "./alerts/index.js";
import { healthRoutes } from "./http/health.js";
import { openApiRoutes, registerOpenApi } from "./http/openapi.js";
import { registerSpa } from "./http/spa.js";
import { MAX_PATH_KEY_LENGTH, PATH_KEY_TOO_LONG, URL_NOT_VALID, checkUrl, routableUrl } from "./http/url-checks.js";

export interface AppOptions {
  /** Called for each route as it is added (tests walk the routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** More routes in the /api scope, behind its token check (tests add probes there). */
  extraApiRoutes?: FastifyPluginAsync;
  config: Config;
  database: Database;
  /** Checks /api access tokens; by default against the configured issuer's signing keys. */
  verifyToken?: VerifyToken;
  /**
   * The built-in sign-in's signing key (used only when OIDC_ISSUER is unset). main.ts keeps it
   * in DATA_DIR so tokens survive a restart; left out, a fresh one is made in memory.
   */
  devSignInKeys?: SigningKeys;
  /** Where the log goes (tests read it); standard output by default. */
  logStream?: { write(line: string): void };
  /** The live feed's timings and clock, for tests that cannot wait the real ones (docs/api.md, "Live updates"). */
  live?: Partial<LiveOptions>;
  /** The alerts' clock, timings and mail options, for tests (config's SMTP_URL, MAIL_FROM, PUBLIC_URL otherwise). */
  alerts?: AlertOptionsInput;
}

/**
 * Okta's authorization servers publish their keys at `${issuer}/v1/keys`. The built-in
 * sign-in's key is at hand, so its tokens are checked without an HTTP call to ourselves.
 */
function issuerVerifier(config: Config, devSignInKeys: SigningKeys | undefined): VerifyToken {
  const keys = devSignInKeys
    ? createLocalJWKSet(devSignInKeys.publicJwks)
    : createRemoteJWKSet(new URL(`${config.oidc.issuer}/v1/keys`));
  return createTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience, keys });
}

// A caller's (or proxy's) request id is kept when it looks like one, so logs line up end to end.
const requestIdPattern = /^[\w.:-]{1,64}$/;

/**
 * Refusals Node's HTTP parser makes before Fastify sees a request (431 headers too large, 408,
 * a malformed request), in the one error shape.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "The request's headers are too large."]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "The request took too long to arrive."]
        : [400, "The request is not valid HTTP."];
  const body = JSON.stringify(errorBody(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nCache-Control: no-store\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * A request as the log records it: Fastify's own fields, with a download link's token taken
 * out of the URL (the link may still work while the line is read).
 */
function requestForLog(request: FastifyRequest) {
  const version = request.headers["accept-version"];
  return {
    method: request.method,
    url: urlForLog(request.url),
    version: typeof version === "string" ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Builds the whole HTTP app without listening, so tests drive it with `app.inject`. */
export async function buildApp({
  config,
  database,
  verifyToken,
  devSignInKeys,
  onRoute,
  extraApiRoutes,
  logStream,
  live,
  alerts,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization"],
      serializers: { req: requestForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId(request) {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && requestIdPattern.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: MAX_PATH_KEY_LENGTH },
    // A path whose escapes are not UTF-8 is routed, so checkUrl can name the parameter it refuses.
    rewriteUrl: routableUrl,
    clientErrorHandler,
    // The router's own refusals (a path key too long: 414, a malformed URL: 400), in the one error shape.
    frameworkErrors(error, _request, rawReply) {
      const reply: FastifyReply = rawReply;
      const status = error.statusCode ?? 400;
      const message = status === 414 ? PATH_KEY_TOO_LONG : URL_NOT_VALID;
      return reply.status(status).header("cache-control", "no-store").send(errorBody(status, message));
    },
  });

  if (onRoute) app.addHook("onRoute", onRoute);
  app.setErrorHandler(handleError);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const signInOrigins = config.oidc.builtIn ? [] : [new URL(config.oidc.issuer).origin];
  await app.register(helmet, {
    contentSecurityPolicy: {
      // Spelled out in full rather than merged with helmet's defaults, which would add
      // `upgrade-insecure-requests` and break the app on plain-http hosts other than localhost.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        // The app's own API, plus the Okta org's token endpoints when sign-in is external.
        connectSrc: ["'self'", ...signInOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // helmet's default (no-referrer) would drop the page URL that POST /api/logging/error
    // records; same-origin sends it to us and to nobody else.
    referrerPolicy: { policy: "same-origin" },
  });
  // After helmet, so its refusals carry the security headers too.
  app.addHook("onRequest", checkUrl);

  const signInKeys = config.oidc.builtIn ? (devSignInKeys ?? (await loadSigningKeys(undefined))) : undefined;
  await registerOpenApi(app, { publicUrl: config.publicUrl });
  await app.register(apiRoutes, {
    prefix: "/api",
    database,
    verifyToken: verifyToken ?? issuerVerifier(config, signInKeys),
    uploads: {
      maxUploadMb: config.maxUploadMb,
      uploadIdleSeconds: config.uploadIdleSeconds,
      spoolDir: config.uploadSpoolDir,
    },
    extraRoutes: extraApiRoutes,
    live,
    alerts: {
      publicUrl: config.publicUrl,
      testClock: config.testClock,
      ...alerts,
      mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, ...alerts?.mail },
    },
    backups: config.backup,
  });
  await app.register(publicApiRoutes, { prefix: "/api", database });
  await app.register(openApiRoutes, { prefix: "/api" });
  await app.register(healthRoutes, { database });
  await app.register(configRoutes, { config });
  // With OIDC_ISSUER set it is not mounted at all: /oauth2/* then answers 404.
  if (signInKeys) await registerDevSignIn(app, { config, keys: signInKeys });
  await registerSpa(app, config.appDistDir);
  return app;
}
