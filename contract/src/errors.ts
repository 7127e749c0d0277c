import { z } from "zod/mini";

/** The one error body every refusal answers with (docs/api.md, "Errors"). */
export const errorBodySchema = z
  .object({
    error: z.object({
      /** Stable and machine-readable: bad_request, unauthorized, not_found, conflict… */
      code: z.string(),
      /** A sentence for the person at the screen. */
      message: z.string(),
      /** Per field (dotted path into the body or query, e.g. `Lines.1.Quantity`), what is wrong. */
      fields: z.optional(z.record(z.string(), z.string())),
      /** On a 409 for a stale Version: the record as it is now. */
      current: z.optional(z.unknown()),
    }),
  })
  .register(z.globalRegistry, { id: "Error" });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The `code` of each status the API answers with. */
export const errorCodes: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  406: "not_acceptable",
  408: "request_timeout",
  409: "conflict",
  413: "payload_too_large",
  414: "uri_too_long",
  415: "unsupported_media_type",
  429: "too_many_requests",
  431: "headers_too_large",
  500: "internal_error",
  503: "unavailable",
  507: "insufficient_storage",
};
