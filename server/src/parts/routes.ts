import {
  createPartBody,
  newRevisionBody,
  noQuery,
  partListQuery,
  partListSchema,
  partParams,
  partSchema,
  updatePartBody,
} from "@shopdesk/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/database.js";
import { listParts } from "./list.js";
import { createPart, createRevision, getPart, partNotFound, updatePart } from "./repository.js";
import { answers, writeAnswers } from "../http/answers.js";

const tags = ["Parts"];

/** /api/parts (docs/api.md): a part revision is keyed by part number and revision; pricing travels with it. */
export const partRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    "/parts",
    {
      schema: {
        tags,
        summary: "List part revisions",
        operationId: "listParts",
        description:
          'A page of part revisions: `q` searches PartNumber and Description; `partNumber`, `revision`, `description`, `customerId` and `active` filter; `sort` orders (docs/api.md, "Lists").',
        querystring: partListQuery,
        response: answers({ 200: partListSchema }),
      },
    },
    async (request) => listParts(db, request.query),
  );

  app.post(
    "/parts",
    {
      schema: {
        tags,
        summary: "Add a part revision",
        operationId: "createPart",
        description:
          "With its pricing (optional: lot charge 0, no breaks). The part number and revision in use are a 409; an unknown CustomerId is a 400.",
        body: createPartBody,
        response: writeAnswers({ 201: partSchema }, 409),
      },
    },
    async (request, reply) => reply.status(201).send(await createPart(db, request.principal, request.body)),
  );

  app.get(
    "/parts/:partNumber/:revision",
    {
      schema: {
        tags,
        summary: "Read a part revision",
        operationId: "getPart",
        description:
          "The revision with its lot charge, quote and price breaks, and the revision that superseded it, if any.",
        params: partParams,
        querystring: noQuery,
        response: answers({ 200: partSchema }, 404),
      },
    },
    async (request) => {
      const { partNumber, revision } = request.params;
      const found = await getPart(db, partNumber, revision);
      if (!found) throw partNotFound(partNumber, revision);
      return found;
    },
  );

  app.put(
    "/parts/:partNumber/:revision",
    {
      schema: {
        tags,
        summary: "Change a part revision",
        operationId: "updatePart",
        description:
          "Send the `Version` read and the fields to change; `Pricing` fields left out keep their values, and `Breaks`, when sent, replace them all, in one transaction.",
        params: partParams,
        body: updatePartBody,
        response: writeAnswers({ 200: partSchema }, 404, 409),
      },
    },
    async (request) => {
      const { partNumber, revision } = request.params;
      return updatePart(db, request.principal, partNumber, revision, request.body);
    },
  );

  app.post(
    "/parts/:partNumber/:revision/revisions",
    {
      schema: {
        tags,
        summary: "Make a new revision",
        operationId: "createPartRevision",
        description:
          "Copies every field and the pricing the body leaves out, and marks this revision superseded. Only the current revision can have a successor (else 409).",
        params: partParams,
        body: newRevisionBody,
        response: writeAnswers({ 201: partSchema }, 404, 409),
      },
    },
    async (request, reply) => {
      const { partNumber, revision } = request.params;
      return reply.status(201).send(await createRevision(db, request.principal, partNumber, revision, request.body));
    },
  );
};
