import type { FastifyRouteSchemaDef, FastifyValidationResult } from "fastify/types/schema.js";
import { validatorCompiler } from "fastify-type-provider-zod";

/**
 * A route's validator when its body is a file, not JSON (an attachment, an import): the body
 * stays what the content-type parser handed over (a stream or a Buffer); the params and query
 * are checked against their schemas as on every route.
 */
export function rawBody<T>(route: FastifyRouteSchemaDef<T>): FastifyValidationResult {
  return route.httpPart === "body"
    ? (data: unknown) => ({ value: data })
    : validatorCompiler(route as FastifyRouteSchemaDef<never>);
}
