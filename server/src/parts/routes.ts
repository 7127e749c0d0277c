import { partRoutes as routes } from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { routeOptions } from "../http/route.js";
import { listParts } from "./list.js";
import { createPart, createRevision, getPart, partNotFound, updatePart } from "./repository.js";

/** /api/parts (docs/api.md): a part revision is keyed by part number and revision; pricing travels with it. */
export const partRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.route({
    ...routeOptions(routes.list, {
      summary: "List part revisions",
      description:
        'A page of part revisions: `q` searches PartNumber and Description; `partNumber`, `revision`, `description`, `customerId` and `active` filter; `sort` orders (docs/api.md, "Lists").',
    }),
    handler: async (request) => listParts(db, request.query),
  });

  app.route({
    ...routeOptions(routes.create, {
      summary: "Add a part revision",
      description:
        "With its pricing (optional: lot charge 0, no breaks). The part number and revision in use are a 409; an unknown CustomerId is a 400.",
    }),
    handler: async (request, reply) => reply.status(201).send(await createPart(db, request.principal, request.body)),
  });

  app.route({
    ...routeOptions(routes.get, {
      summary: "Read a part revision",
      description:
        "The revision with its lot charge, quote and price breaks, and the revision that superseded it, if any.",
    }),
    handler: async (request) => {
      const { partNumber, revision } = request.params;
      const found = await getPart(db, partNumber, revision);
      if (!found) throw partNotFound(partNumber, revision);
      return found;
    },
  });

  app.route({
    ...routeOptions(routes.update, {
      summary: "Change a part revision",
      description:
        "Send the `Version` read and the fields to change; `Pricing` fields left out keep their values, and `Breaks`, when sent, replace them all, in one transaction.",
    }),
    handler: async (request) => {
      const { partNumber, revision } = request.params;
      return updatePart(db, request.principal, partNumber, revision, request.body);
    },
  });

  app.route({
    ...routeOptions(routes.createRevision, {
      summary: "Make a new revision",
      description:
        "Copies every field and the pricing the body leaves out, and marks this revision superseded. Only the current revision can have a successor (else 409).",
    }),
    handler: async (request, reply) => {
      const { partNumber, revision } = request.params;
      return reply.status(201).send(await createRevision(db, request.principal, partNumber, revision, request.body));
    },
  });
};
