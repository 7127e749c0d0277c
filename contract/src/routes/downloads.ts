import { z } from "zod/mini";
import { downloadParams } from "../downloads.js";
import { errorBodySchema } from "../errors.js";
import { noQuery } from "../list.js";
import { type ContentAnswer, route } from "../route.js";
import { attachmentFileAnswer } from "./attachments.js";
import { reportCsvAnswer } from "./reports.js";

/** A refusal: the error shape, or for a browser tab (Accept: text/html first) a page saying it. */
const refusal = {
  description:
    "The error shape; a page with the same message when the request prefers text/html (a link opened in a browser tab).",
  content: {
    "application/json": { schema: errorBodySchema },
    "text/html": { schema: z.string().check(z.describe("A page with the message and a link back to the app.")) },
  },
} satisfies ContentAnswer;

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
    answers: {
      200: {
        description: "What the link was minted for.",
        content: { ...reportCsvAnswer.content, ...attachmentFileAnswer.content },
      },
      400: refusal,
      404: refusal,
      500: refusal,
    },
  }),
};
