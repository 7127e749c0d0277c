import { noQuery } from "../list.js";
import {
  createPartBody,
  newRevisionBody,
  partListQuery,
  partListSchema,
  partParams,
  partSchema,
  updatePartBody,
} from "../parts.js";
import { answers, route, writeAnswers } from "../route.js";

const tag = "Parts";

/** /api/parts: a part revision is keyed by part number and revision; pricing travels with it. */
export const partRoutes = {
  list: route({
    method: "GET",
    path: "/parts",
    operationId: "listParts",
    tag,
    query: partListQuery,
    answers: answers({ 200: partListSchema }),
  }),
  create: route({
    method: "POST",
    path: "/parts",
    operationId: "createPart",
    tag,
    body: createPartBody,
    answers: writeAnswers({ 201: partSchema }, 409),
  }),
  get: route({
    method: "GET",
    path: "/parts/:partNumber/:revision",
    operationId: "getPart",
    tag,
    params: partParams,
    query: noQuery,
    answers: answers({ 200: partSchema }, 404),
  }),
  update: route({
    method: "PUT",
    path: "/parts/:partNumber/:revision",
    operationId: "updatePart",
    tag,
    params: partParams,
    body: updatePartBody,
    answers: writeAnswers({ 200: partSchema }, 404, 409),
  }),
  /** A new revision of the current one, which it supersedes. */
  createRevision: route({
    method: "POST",
    path: "/parts/:partNumber/:revision/revisions",
    operationId: "createPartRevision",
    tag,
    params: partParams,
    body: newRevisionBody,
    answers: writeAnswers({ 201: partSchema }, 404, 409),
  }),
};
