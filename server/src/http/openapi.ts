import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** Where the API reference page lives, and the document it reads. */
export const REFERENCE_PATH = "/api/reference";
export const OPENAPI_PATH = "/api/openapi.json";

/**
 * Collects every tagged route's schemas into an OpenAPI 3.1 document. Registered on the root
 * app before the routes, so it sees each one as it is added; untagged routes (health, config,
 * sign-in, the app's pages) are left out.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
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
      },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "An access token from the sign-in (Okta, or the built-in one)." },
        },
      },
      security: [{ bearer: [] }],
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

/**
 * `GET /api/openapi.json` and the reference page at /api/reference (Swagger UI, served from
 * the package: no CDN, works offline). Neither needs a token: they describe the API, they
 * hold no data.
 */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  app.get("/openapi.json", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return app.swagger();
  });
  await app.register(swaggerUi, {
    routePrefix: "/reference",
    staticCSP: true,
    uiConfig: { docExpansion: "list", deepLinking: true, url: OPENAPI_PATH, validatorUrl: null } as Record<string, unknown>,
  });
};
