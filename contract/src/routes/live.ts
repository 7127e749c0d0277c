import { z } from "zod/mini";
import { noQuery } from "../list.js";
import { liveStreamAnswer, presenceBody } from "../live.js";
import { answers, route, writeAnswers } from "../route.js";

const tag = "Live";

/** /api/live: the change feed and presence (docs/api.md, "Live updates"). */
export const liveRoutes = {
  stream: route({
    method: "GET",
    path: "/live",
    operationId: "openLiveStream",
    tag,
    query: noQuery,
    answers: answers({ 200: liveStreamAnswer }, 429),
  }),
  presence: route({
    method: "PUT",
    path: "/live/presence",
    operationId: "setPresence",
    tag,
    body: presenceBody,
    answers: writeAnswers({ 204: z.null().check(z.describe("Kept until renewed or the stream closes.")) }, 404),
  }),
};
