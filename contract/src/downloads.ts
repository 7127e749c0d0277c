import { z } from "zod/mini";
import { attachmentFileAnswer } from "./attachments.js";
import { errorBodySchema } from "./errors.js";
import { pathKey, timestamp } from "./fields.js";
import { reportCsvAnswer } from "./reports.js";
import type { ContentAnswer } from "./route.js";

/**
 * Downloads through a short-lived, single-use link (docs/api.md, "Downloads"): the app asks
 * for the link with its bearer token, then hands the link to the browser's own download, so
 * the file streams to disk and the token never appears in a URL.
 */

/** How long a download link works, in seconds. */
export const DOWNLOAD_LINK_SECONDS = 60;

/** `POST …/link` takes no body (the query string says what to download); `{}` is accepted too. */
export const noBody = z.nullish(z.strictObject({}, { error: "Send no body: the query string says what to download." }));

/** `GET /api/downloads/{token}`. */
export const downloadParams = z.object({ token: pathKey });

/** A link minted for one download. */
export const downloadLinkSchema = z.object({
  /** `/api/downloads/{token}`: works once, without a bearer token, until `ExpiresAt`. */
  Url: z.string().check(z.regex(/^\/api\/downloads\/[\w-]+$/)),
  /** The name the file will be saved under (its `Content-Disposition`). */
  FileName: z.string(),
  ExpiresAt: timestamp,
});
export type DownloadLink = z.output<typeof downloadLinkSchema>;

/** A refusal: the error shape, or for a browser tab (Accept: text/html first) a page saying it. */
const refusal = {
  description:
    "The error shape; a page with the same message when the request prefers text/html (a link opened in a browser tab).",
  content: {
    "application/json": { schema: errorBodySchema },
    "text/html": {
      schema: /* @__PURE__ */ z.string().check(z.describe("A page with the message and a link back to the app.")),
    },
  },
} satisfies ContentAnswer;

/** What a download link answers: the file it was minted for, or a refusal a browser tab can show. */
export const downloadAnswers = {
  200: {
    description: "What the link was minted for.",
    content: { ...reportCsvAnswer.content, ...attachmentFileAnswer.content },
  },
  400: refusal,
  404: refusal,
  500: refusal,
};
