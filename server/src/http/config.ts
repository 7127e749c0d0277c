import type { FastifyPluginAsync } from "fastify";
import type { RuntimeConfig } from "@shopdesk/contract";
import type { Config } from "../config.js";

export const configRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const body: RuntimeConfig = {
    oidcBaseUrl: config.oidc.baseUrl,
    oidcIssuer: config.oidc.issuer,
    oidcClientId: config.oidc.clientId,
    settingsUrl: config.settingsUrl,
    environmentName: config.environmentName,
    maxUploadMb: config.maxUploadMb,
  };
  app.get("/config.json", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return body;
  });
};
