import { randomUUID } from "node:crypto";
import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { createRemoteJWKSet } from "jose";
import { apiAuth } from "./auth/api-auth.js";
import { createTokenVerifier, type VerifyToken } from "./auth/verify-token.js";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { handleError } from "./errors.js";
import { configRoutes } from "./routes/config.js";
import { healthRoutes } from "./routes/health.js";
import { registerSpa } from "./routes/spa.js";

export interface AppOptions {
  config: Config;
  database: Database;
  /** Checks /api access tokens; by default against the configured issuer's signing keys. */
  verifyToken?: VerifyToken;
}

/** Okta's authorization servers (and the built-in sign-in, shaped like one) publish keys here. */
function issuerVerifier(config: Config): VerifyToken {
  const keys = createRemoteJWKSet(new URL(`${config.oidc.issuer}/v1/keys`));
  return createTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience, keys });
}

// A caller's (or proxy's) request id is kept when it looks like one, so logs line up end to end.
const requestIdPattern = /^[\w.:-]{1,64}$/;

/** Builds the whole HTTP app without listening, so tests drive it with `app.inject`. */
export async function buildApp({ config, database, verifyToken }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.authorization"] },
    genReqId(request) {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && requestIdPattern.test(given) ? given : randomUUID();
    },
  });

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
  });

  await app.register(apiAuth, { verifyToken: verifyToken ?? issuerVerifier(config) });
  await app.register(healthRoutes, { database });
  await app.register(configRoutes, { config });
  await registerSpa(app, config.appDistDir);
  return app;
}
