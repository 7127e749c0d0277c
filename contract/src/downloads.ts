import { z } from "zod/mini";
import { pathKey, timestamp } from "./fields.js";

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
