import { errorCodes } from "@shopdesk/contract";

/**
 * Thrown by the HTTP layer (token check, body reading, rate limit, an upload's size and pace)
 * for an answer the caller should see as-is. Repositories never throw it: they throw a domain
 * error (errors.ts), and `npm run lint` refuses an import of http/ outside routes.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly code: string = errorCodes[statusCode] ?? "error",
  ) {
    super(message);
    this.name = "HttpError";
  }
}
