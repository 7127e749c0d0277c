import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../config.js";

/** What the browser needs before it renders, so one build of the app serves every environment. */
export interface RuntimeConfig {
  oidcBaseUrl: string;
  oidcIssuer: string;
  oidcClientId: string;
  settingsUrl: string;
  environmentName: string;
  /** The largest attachment the server takes, in MB of 1,048,576 bytes (MAX_UPLOAD_MB). */
  maxUploadMb: number;
}

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
