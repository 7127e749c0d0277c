import { downloadAnswers, downloadParams } from "../downloads.js";
import { noQuery } from "../list.js";
import { route } from "../route.js";

/**
 * `GET /api/downloads/{token}` (docs/api.md, "Downloads"): the browser's own download of a link
 * minted with a bearer token (a report's or an export's CSV, a template, an attachment). The
 * token in the path is the proof: no bearer token, and it works once. The app never calls it;
 * it hands the link's `Url` to the browser.
 */
export const downloadRoutes = {
  download: route({
    method: "GET",
    path: "/downloads/:token",
    operationId: "download",
    tag: "Downloads",
    isPublic: true,
    params: downloadParams,
    query: noQuery,
    answers: downloadAnswers,
  }),
};
