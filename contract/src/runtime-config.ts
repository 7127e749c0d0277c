/**
 * `/config.json`: what the browser needs before it renders, so one build of the app serves every
 * environment. The server writes it (server/src/http/config.ts); the app reads it before sign-in
 * (app/src/boot/runtime-config.ts), checking it by hand: the sign-in screen loads no zod.
 */
export interface RuntimeConfig {
  oidcBaseUrl: string;
  oidcIssuer: string;
  oidcClientId: string;
  settingsUrl: string;
  environmentName: string;
  /** The largest attachment the server takes, in MB of 1,048,576 bytes (MAX_UPLOAD_MB). */
  maxUploadMb: number;
}
