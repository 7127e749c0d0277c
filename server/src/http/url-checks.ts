import type { IncomingMessage } from "node:http";
import type { FastifyRequest } from "fastify";
import { HttpError } from "./http-error.js";

/**
 * How long a key in the path may be, in characters once decoded (the router's
 * `maxParamLength` measures the same): a 120-character supplier name in any script fits.
 */
export const MAX_PATH_KEY_LENGTH = 1000;
export const PATH_KEY_TOO_LONG = "A key in the path is too long.";
export const URL_NOT_VALID = "The URL is not valid.";

/** A `%` and what follows it: a run of escapes, or a `%` that starts none. */
const escapes = /(?:%[0-9A-Fa-f]{2})+|%.{0,2}/gs;

/**
 * The first escape in `text` that is not percent-encoded UTF-8 (`%ED%A0%80`, `%C3%28`), or a
 * `%` that starts no escape (`%zz`); null when all of it decodes.
 */
export function brokenEscape(text: string): string | null {
  if (!text.includes("%")) return null;
  try {
    decodeURIComponent(text);
    return null;
  } catch {
    for (const [run] of text.matchAll(escapes)) {
      try {
        decodeURIComponent(run);
      } catch {
        return run.length > 24 ? `${run.slice(0, 24)}…` : run;
      }
    }
    return "%";
  }
}

const brokenMessage = (escape: string) => `"${escape}" is not percent-encoded UTF-8 (send % itself as %25).`;

/** Path segments whose escapes do not decode, by position, for the request's onRequest check. */
const brokenSegments = new WeakMap<IncomingMessage, Map<number, string>>();

/**
 * Fastify's `rewriteUrl`, run before routing. The router refuses a path whose escapes do not
 * decode before it knows the route, so the answer could not name the parameter: such a segment
 * is routed with its `%` escaped (`%ED` → `%25ED`), and remembered for `checkUrl`, which
 * refuses the request before anything reads it.
 */
export function routableUrl(request: IncomingMessage): string {
  const url = request.url ?? "/";
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!path.startsWith("/") || !path.includes("%")) return url;
  const segments = path.split("/");
  let broken: Map<number, string> | undefined;
  segments.forEach((segment, index) => {
    const escape = brokenEscape(segment);
    if (escape === null) return;
    (broken ??= new Map()).set(index, escape);
    segments[index] = segment.replaceAll("%", "%25");
  });
  if (!broken) return url;
  brokenSegments.set(request, broken);
  return segments.join("/") + (queryAt === -1 ? "" : url.slice(queryAt));
}

function decodedLength(segment: string): number {
  try {
    return decodeURIComponent(segment).length;
  } catch {
    return segment.length;
  }
}

/**
 * The URL rules every request meets before its route's own checks (docs/api.md, "Errors"),
 * whatever its method or route:
 * - a key in the path over MAX_PATH_KEY_LENGTH characters: 414. The router says so itself when
 *   the key is a route's parameter; a GET falls through to the static files' wildcard instead,
 *   and an unknown route to the 404 handler, so the same rule is applied here for them.
 * - a path or query value whose `%` escapes are not UTF-8 (or a `%` that starts no escape):
 *   400 naming each such parameter. Left to the query parser, it would reach the handler as
 *   the escape's text (`note=fu%C3%28zz` stored as "fu%C3%28zz").
 */
export async function checkUrl(request: FastifyRequest): Promise<void> {
  const url = request.originalUrl;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (
    path.length > MAX_PATH_KEY_LENGTH &&
    path.split("/").some((segment) => decodedLength(segment) > MAX_PATH_KEY_LENGTH)
  ) {
    throw new HttpError(414, PATH_KEY_TOO_LONG);
  }

  const fields: Record<string, string> = {};
  const broken = brokenSegments.get(request.raw);
  if (broken) {
    const route = request.routeOptions.url?.split("/") ?? [];
    for (const [index, escape] of broken) {
      const part = route[index];
      // A fixed part of the path (or no route at all) is no parameter to name.
      if (!part?.startsWith(":")) throw new HttpError(400, URL_NOT_VALID);
      fields[part.slice(1)] = brokenMessage(escape);
    }
  }
  if (queryAt !== -1) {
    for (const pair of url.slice(queryAt + 1).split("&")) {
      if (!pair.includes("%")) continue;
      const equals = pair.indexOf("=");
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      const nameEscape = brokenEscape(rawName);
      const escape = nameEscape ?? (equals === -1 ? null : brokenEscape(pair.slice(equals + 1)));
      if (escape === null) continue;
      const name = nameEscape === null ? decodeURIComponent(rawName.replaceAll("+", " ")) : rawName;
      fields[name] ??= brokenMessage(escape);
    }
  }
  if (Object.keys(fields).length > 0) throw new HttpError(400, URL_NOT_VALID, fields);
}
