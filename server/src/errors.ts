import { type ErrorBody, errorCodes } from "@shopdesk/contract";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { $ZodError } from "zod/v4/core";
import { HttpError } from "./http/http-error.js";

export type { ErrorBody };
const codeForStatus = errorCodes;

/**
 * What the shop's rules refuse, as the repositories say it (they know no HTTP): bad input,
 * a record that does not exist, or a conflict with the record's state. `statusOfKind` is the
 * one place that turns these into answers.
 */
export type DomainErrorKind = "invalid" | "not_found" | "conflict";
const statusOfKind: Record<DomainErrorKind, number> = { invalid: 400, not_found: 404, conflict: 409 };

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Per field (dotted path into the body), what is wrong. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** Bad input the schema could not see (an unknown reference, nothing left to make). */
export class InvalidError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super("invalid", message, fields);
  }
}

/** The record named does not exist. */
export class NotFoundError extends DomainError {
  constructor(message: string) {
    super("not_found", message);
  }
}

/** The record's state refuses the change (a duplicate key, a closed PO, more than is open). */
export class ConflictError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super("conflict", message, fields);
  }
}

/**
 * A stale `Version`: the answer carries the record as it is now (`error.current`), so the
 * screen can show the other person's values beside the user's unsaved ones.
 */
export class StaleVersionError extends ConflictError {
  constructor(
    message: string,
    readonly current: unknown,
  ) {
    super(message);
    this.name = "StaleVersionError";
  }
}

export function errorBody(statusCode: number, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: { code: codeForStatus[statusCode] ?? "error", message, ...(fields ? { fields } : {}) } };
}

function fieldsFromZod(error: $ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

function fieldsFromSchema(validation: NonNullable<FastifyError["validation"]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const v of validation) {
    const missing = typeof v.params.missingProperty === "string" ? `/${v.params.missingProperty}` : "";
    const key = `${v.instancePath}${missing}`.replace(/^\//, "").replaceAll("/", ".") || "_";
    fields[key] ??= v.message ?? "is not valid";
  }
  return fields;
}

/** Maps anything thrown in a request to the standard body; 5xx never carry internals. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof DomainError) {
    const status = statusOfKind[error.kind];
    const current = error instanceof StaleVersionError ? { current: error.current } : {};
    return reply
      .status(status)
      .send({ error: { ...errorBody(status, error.message, error.fields).error, ...current } });
  }
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return reply.status(error.statusCode).send({
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    });
  }
  if (error instanceof $ZodError) {
    return reply.status(400).send(errorBody(400, "The request is not valid.", fieldsFromZod(error)));
  }
  const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, schema validation) have safe messages.
    const validation = "validation" in error && Array.isArray(error.validation) ? error.validation : undefined;
    if (validation)
      return reply.status(400).send(errorBody(400, "The request is not valid.", fieldsFromSchema(validation)));
    return reply.status(status).send(errorBody(status, error.message));
  }
  // Includes an answer that does not match its schema (FST_ERR_RESPONSE_SERIALIZATION, with the mismatch as its cause).
  request.log.error({ err: error }, "request failed");
  return reply
    .status(500)
    .send(errorBody(500, "Something went wrong on the server. Try again, and report it if it keeps happening."));
}
