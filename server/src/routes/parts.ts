import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../db/database.js";
import { listParts } from "../queries/part-list.js";
import { createPart, createRevision, getPart, partNotFound, updatePart } from "../queries/parts.js";
import { createPartBody, newRevisionBody, partListQuery, partParams, updatePartBody } from "./parts.schemas.js";

/** /api/parts (docs/api.md): a part revision is keyed by part number and revision; pricing travels with it. */
export const partRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get("/parts", async (request) => listParts(db, partListQuery.parse(request.query)));

  app.post("/parts", async (request, reply) => {
    const input = createPartBody.parse(request.body);
    return reply.status(201).send(await createPart(db, request.principal, input));
  });

  app.get("/parts/:partNumber/:revision", async (request) => {
    const { partNumber, revision } = partParams.parse(request.params);
    const found = await getPart(db, partNumber, revision);
    if (!found) throw partNotFound(partNumber, revision);
    return found;
  });

  app.put("/parts/:partNumber/:revision", async (request) => {
    const { partNumber, revision } = partParams.parse(request.params);
    return updatePart(db, request.principal, partNumber, revision, updatePartBody.parse(request.body));
  });

  app.post("/parts/:partNumber/:revision/revisions", async (request, reply) => {
    const { partNumber, revision } = partParams.parse(request.params);
    const body = newRevisionBody.parse(request.body);
    return reply.status(201).send(await createRevision(db, request.principal, partNumber, revision, body));
  });
};
