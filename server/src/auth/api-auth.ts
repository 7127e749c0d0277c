import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../http/http-error.js";
import { InvalidTokenError, type Principal, type VerifyToken } from "./verify-token.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Set for every /api request that got past the token check. */
    principal: Principal;
  }
}

const bearer = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/;

function tokenFrom(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw new HttpError(401, "Sign in first: the request has no access token.");
  const match = bearer.exec(header);
  if (!match?.[1]) throw new HttpError(401, "The Authorization header must be `Bearer <access token>`.");
  return match[1];
}

/**
 * Every route of the scope it is registered in (the /api routes) needs a valid access token;
 * the principal is on the request after it. Answers are personal: never cached, 401s included.
 */
export const apiAuth = fp(async (app: FastifyInstance, { verifyToken }: { verifyToken: VerifyToken }) => {
  app.decorateRequest("principal", null as unknown as Principal);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    try {
      request.principal = await verifyToken(tokenFrom(request));
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new HttpError(401, error.message);
      throw error;
    }
  });
});
