import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { type JsonSchemaKeywords, describeRequestSchemas, ruleKeywords, transformKeywords } from "@shopdesk/contract";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import type { z } from "zod/mini";
import { edgeStatuses, statusMeanings } from "./answers.js";

/** Where the API reference page lives, and the document it reads. */
export const REFERENCE_PATH = "/api/reference";
export const OPENAPI_PATH = "/api/openapi.json";

/** The document's tags: each operation has one, in the order the reference lists them. */
export const apiTags = [
  {
    name: "Search",
    description:
      'The search box and the command palette: POs, WOs, customers, parts and suppliers by what a person types (docs/api.md, "Search").',
  },
  {
    name: "Customers",
    description: "Customers, with their parts and recent POs. Deactivated with `Active: false`, never deleted.",
  },
  {
    name: "Suppliers",
    description: "Suppliers and their approval. A new `SupplierName` renames one; names are unique ignoring case.",
  },
  {
    name: "Parts",
    description: "Part revisions with their price breaks; a new revision supersedes the one it was made from.",
  },
  {
    name: "Purchase orders",
    description:
      'Customers\' POs and their lines: entered, changed, closed, cancelled and reopened (docs/api.md, "Orders").',
  },
  {
    name: "Work orders",
    description: "WOs for a PO line or for stock, their operations and their moves through the statuses.",
  },
  { name: "Packing slips", description: "Shipping some of a PO's open lines, and the slip printed for it." },
  {
    name: "Attachments",
    description:
      'Files on a customer, supplier, part revision, PO, WO or packing slip: drawings, certificates and the like (docs/api.md, "Attachments").',
  },
  { name: "History", description: "Who changed what on a record, and when." },
  {
    name: "Import and export",
    description:
      "CSV files in and out: the templates, a preview that changes nothing, the import itself, and the exports in the same columns.",
  },
  {
    name: "Dashboard and reports",
    description:
      'The home screen\'s figures and the reports, a page at a time or as CSV (docs/api.md, "Dashboard and reports").',
  },
  {
    name: "Downloads",
    description: 'Single-use links that a browser downloads without a bearer token (docs/api.md, "Downloads").',
  },
  {
    name: "Alerts",
    description:
      "Conditions the shop should hear about (a late WO, outside work overdue, a lapsed approval): each person's inbox, unread count and settings, and the shop's thresholds (docs/api.md, \"Alerts\").",
  },
  {
    name: "Live",
    description:
      'Changes as they are committed and who else has a record open, over Server-Sent Events (docs/api.md, "Live updates").',
  },
  {
    name: "Backups",
    description:
      'When the last backup of the database was made, and how this server makes them (docs/api.md, "Backups").',
  },
  { name: "Logging", description: "The app reports its own crashes here." },
];

// The JSON Schema of one zod schema, as zod's toJSONSchema hands it to an override.
type JsonSchema = Record<string, unknown> & { anyOf?: JsonSchema[]; allOf?: JsonSchema[] };
interface OverrideContext {
  zodSchema: z.core.$ZodType;
  jsonSchema: JsonSchema;
}

/** Adds `keywords` to `schema`; a second `pattern` goes in `allOf`, as one schema holds one. */
function addKeywords(schema: JsonSchema, keywords: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(keywords)) {
    if (key === "pattern" && schema.pattern !== undefined && schema.pattern !== value)
      schema.allOf = [...(schema.allOf ?? []), { pattern: value }];
    else schema[key] = value;
  }
}

// A check's own fields, which the general check type leaves out: a refine's `fn`, a
// min_length's `minimum`, a string format's `format` and `pattern`.
type CheckDef = z.core.$ZodCheckDef & { fn?: unknown; minimum?: number; format?: string; pattern?: RegExp };
const checksOf = (schema: z.core.$ZodType): CheckDef[] =>
  (schema._zod.def.checks ?? []).map((check) => check._zod.def as CheckDef);

/** The contract's rules on a string (its refine checks), as keywords; with `formats`, its regex and email checks too. */
function stringKeywords(schema: z.core.$ZodType, { formats = false } = {}): JsonSchemaKeywords[] {
  const own = schema._zod.def as unknown as CheckDef;
  const checks = [...(own.check ? [own] : []), ...checksOf(schema)];
  const minLength = Math.max(0, ...checks.map((check) => (check.check === "min_length" ? (check.minimum ?? 0) : 0)));
  return checks.flatMap((check): JsonSchemaKeywords[] => {
    if (check.check === "custom") return [ruleKeywords(check.fn, { minLength }) ?? {}];
    if (formats && check.check === "string_format" && check.pattern) {
      return [{ ...(check.format === "regex" ? {} : { format: check.format }), pattern: check.pattern.source }];
    }
    return [];
  });
}

/**
 * What the server checks on a request value that zod's JSON Schema does not say: the rule
 * functions of a string's refine checks; what a pipe's transform takes (json-schema.ts); and
 * the string rules on a pipe's output, which hold for its input too (its transforms only trim,
 * upper-case or make blank null, and a value that passes the rules is not blank).
 */
function requestKeywords(schema: z.core.$ZodType): JsonSchemaKeywords[] {
  const def = schema._zod.def;
  if (def.type === "string") return stringKeywords(schema);
  if (def.type !== "pipe") return [];
  let out = (def as z.core.$ZodPipeDef).out;
  if (out._zod.def.type === "transform")
    return [transformKeywords((out._zod.def as z.core.$ZodTransformDef).transform) ?? {}];
  while (["optional", "nullable", "default"].includes(out._zod.def.type))
    out = (out._zod.def as z.core.$ZodOptionalDef).innerType;
  return out._zod.def.type === "string" ? stringKeywords(out, { formats: true }) : [];
}

/**
 * What zod's toJSONSchema cannot say by itself. As fastify-type-provider-zod's own override
 * (which a custom one replaces): no empty branches in a union, a Date answers as an ISO
 * string, `undefined` as null. Then, for requests, the contract's rules as JSON Schema
 * keywords (requestKeywords), so the document refuses what the server refuses.
 */
const overrideFor =
  (io: "input" | "output") =>
  ({ zodSchema, jsonSchema }: OverrideContext): void => {
    const def = zodSchema._zod.def;
    if (def.type === "union" && jsonSchema.anyOf)
      jsonSchema.anyOf = jsonSchema.anyOf.filter((branch) => Object.keys(branch).length > 0);
    if (io === "output" && def.type === "date") Object.assign(jsonSchema, { type: "string", format: "date-time" });
    if (io === "output" && def.type === "undefined") jsonSchema.type = "null";
    if (io === "input") for (const keywords of requestKeywords(zodSchema)) addKeywords(jsonSchema, keywords);
  };

const inputTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: overrideFor("input") as never } });
const outputTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: overrideFor("output") as never } });
const transformObject = createJsonSchemaTransformObject({
  zodToJsonConfig: { override: overrideFor("output") as never },
});

type TransformInput = Parameters<typeof inputTransform>[0];

/** A route's schemas as JSON Schema: its request read as zod's input, its answers as its output. */
function transform(route: TransformInput) {
  const requests = inputTransform(route);
  const answers = outputTransform(route);
  const schema = requests.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return requests;
  return { ...requests, schema: { ...schema, response: (answers.schema as Record<string, unknown>).response } };
}

interface Operation {
  parameters?: { in: string }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
} & Record<string, unknown>;

const isNull = (schema: JsonSchema) => schema.type === "null";

/**
 * A body that may be left out, as the document says it: not required, and without the `null`
 * the contract's schema takes for "no body" (a bare JSON `null` is refused by every route).
 */
function optionalBody(operation: Operation): void {
  const json = operation.requestBody?.content["application/json"];
  const schema = json?.schema;
  if (!json || !schema) return;
  if (Array.isArray(schema.anyOf) && schema.anyOf.some(isNull)) {
    const rest = schema.anyOf.filter((branch) => !isNull(branch));
    const { anyOf: _nullable, ...outer } = schema;
    json.schema = rest.length === 1 ? { ...outer, ...rest[0] } : { ...outer, anyOf: rest };
    operation.requestBody!.required = false;
  } else if (Array.isArray(schema.type) && schema.type.includes("null")) {
    schema.type = schema.type.filter((type: string) => type !== "null");
    operation.requestBody!.required = false;
  }
}

/**
 * The last touches no route schema makes: the refusals made before a route runs (edgeStatuses),
 * a description for every answer, optional bodies, and no component that nothing uses.
 */
export function finishDocument<D extends Document>(document: D): D {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const hasPathKey =
        (operation.parameters ?? []).some((parameter) => parameter.in === "path") || path.includes("{");
      for (const status of edgeStatuses({ hasPathKey })) {
        operation.responses[status] ??= {
          description: "",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        };
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!response.description || response.description === "Default Response")
          response.description = statusMeanings[Number(status)] ?? "The answer.";
      }
      operation.responses = Object.fromEntries(
        Object.entries(operation.responses).sort(([a], [b]) => a.localeCompare(b)),
      );
      optionalBody(operation);
    }
  }
  const schemas = document.components?.schemas;
  if (schemas) {
    const text = JSON.stringify(document.paths);
    for (const name of Object.keys(schemas)) {
      const others = JSON.stringify(Object.entries(schemas).filter(([other]) => other !== name));
      if (!text.includes(`"#/components/schemas/${name}"`) && !others.includes(`"#/components/schemas/${name}"`))
        delete schemas[name];
    }
  }
  return document;
}

/**
 * Collects every tagged route's schemas into an OpenAPI 3.1 document. Registered on the root
 * app before the routes, so it sees each one as it is added; untagged routes (health, config,
 * sign-in, the app's pages) are left out. `publicUrl` is the server it names.
 */
export async function registerOpenApi(app: FastifyInstance, { publicUrl }: { publicUrl: string }): Promise<void> {
  describeRequestSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Shopdesk API",
        version: "1",
        description:
          "The back office's API. Field names are PascalCase; money travels as decimal strings, calendar dates as " +
          "YYYY-MM-DD, timestamps as ISO 8601 UTC. Every refusal has the `Error` shape. Concepts, lists, concurrency " +
          "(`Version`) and errors: docs/api.md.",
        contact: { name: "The shop's Shopdesk administrator", url: publicUrl },
        license: { name: "Proprietary: all rights reserved", identifier: "LicenseRef-Proprietary" },
      },
      servers: [{ url: publicUrl, description: "This server (its PUBLIC_URL)" }],
      tags: apiTags,
      components: {
        securitySchemes: {
          bearer: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "An access token from the sign-in (Okta, or the built-in one).",
          },
        },
      },
      security: [{ bearer: [] }],
    },
    hideUntagged: true,
    transform,
    transformObject: (input) => finishDocument(transformObject(input) as Document),
  });
}

/**
 * `GET /api/openapi.json` and the reference page at /api/reference (Swagger UI, served from
 * the package: no CDN, works offline). Neither needs a token: they describe the API, they
 * hold no data. Registered with the /api prefix.
 *
 * The page runs under the app's own Content-Security-Policy (no inline style or script): its
 * asset URLs start from the root, so /api/reference finds them with or without the trailing
 * slash (relative ones resolved to /reference/static/… without it), and it uses Swagger UI's
 * plain layout, whose lack of a top bar leaves out the logo's inline <style>.
 */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  app.get("/openapi.json", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return app.swagger();
  });
  await app.register(swaggerUi, {
    routePrefix: REFERENCE_PATH.slice(app.prefix.length),
    indexPrefix: app.prefix,
    theme: { title: "Shopdesk API reference" },
    uiConfig: {
      docExpansion: "list",
      deepLinking: true,
      url: OPENAPI_PATH,
      validatorUrl: null,
      layout: "BaseLayout",
    } as Record<string, unknown>,
  });
};
