import type { FileBody, Route } from "@shopdesk/contract";
import { z } from "zod";

/**
 * The words of the API reference for a route (its summary and description), kept with its
 * handler; `body` describes a file body.
 */
export interface RouteDoc {
  summary: string;
  description: string;
  body?: string;
}

type Has<R, K extends string, V = R extends Record<K, infer T> ? T : never> = [V] extends [never]
  ? unknown
  : { [_ in K extends "query" ? "querystring" : K]: V extends FileBody ? z.ZodFile : V };

/** The schema Fastify sees for `R`: only the parts the route has (an absent one is not `undefined`). */
type SchemaOf<R extends Route> = {
  tags: string[];
  operationId: string;
  summary: string;
  description: string;
  consumes?: string[];
  security?: [];
  response: R["answers"];
} & Has<R, "params"> &
  Has<R, "query"> &
  Has<R, "body">;

const isFileBody = (body: Route["body"]): body is FileBody => body !== undefined && "file" in body;

/**
 * Fastify's options for the route table's `entry` (docs/api.md, "The route table"): its method,
 * path and schemas, which check the request before the handler runs and serialise the answer,
 * and the words of the OpenAPI document. Spread into `app.route({ ...routeOptions(…), handler })`,
 * the handler's request and answer take their types from the entry.
 */
export function routeOptions<const R extends Route>(entry: R, doc: RouteDoc) {
  const { params, query, body } = entry;
  const schema = {
    tags: [entry.tag],
    operationId: entry.operationId,
    summary: doc.summary,
    description: doc.description,
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(isFileBody(body)
      ? { body: z.file().describe(doc.body ?? "The file's bytes."), consumes: [...body.file] }
      : body
        ? { body }
        : {}),
    ...(entry.isPublic ? { security: [] } : {}),
    response: entry.answers,
  };
  return { method: entry.method, url: entry.path, schema: schema as SchemaOf<R> };
}
