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
    { schema: { tags, summary: "List part revisions", querystring: partListQuery, response: answers({ 200: partListSchema }) } },
    async (request) => listParts(db, request.query),
  );

  app.post(
    "/parts",
    { schema: { tags, summary: "Add a part revision", body: createPartBody, response: writeAnswers({ 201: partSchema }, 409) } },
    async (request, reply) => reply.status(201).send(await createPart(db, request.principal, request.body)),
  );

  app.get(
    "/parts/:partNumber/:revision",
    { schema: { tags, summary: "Read a part revision with its pricing", params: partParams, querystring: noQuery, response: answers({ 200: partSchema }, 404) } },
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
        summary: "Change a part revision (fields left out keep their values)",
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
        summary: "Make a new revision from this one (which becomes superseded)",
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
