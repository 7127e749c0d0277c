import { clientErrorRoutes } from "@shopdesk/contract";
import type { ApiClient } from "../client";

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const heading = `${error.name}: ${error.message}`;
  return error.stack?.includes(error.message) ? error.stack : `${heading}\n${error.stack ?? ""}`.trim();
}

/**
 * Reports an uncaught render error to the server, fire-and-forget: the user already sees
 * the fallback screen, so a failure here only reaches the console.
 */
export function logClientError(api: ApiClient, error: unknown, componentStack: string): void {
  api
    .call(clientErrorRoutes.report, { body: { request: { error: describe(error), componentStack } } })
    .catch((failure: unknown) => console.error("Could not report the error to the server.", failure));
}
