/** Where a link's one download is served (docs/api.md, "Downloads"); the token is its last segment. */
export const DOWNLOADS_PATH = "/api/downloads/";

/** The path of the link with `token`. */
export const downloadUrl = (token: string) => `${DOWNLOADS_PATH}${token}`;

/**
 * A request URL as the log may record it: a download link's token replaced, so the log never
 * holds a link that could still work. Matched without regard to case or repeated slashes, as
 * a router might be lenient about both.
 */
export function urlForLog(url: string): string {
  return url.replace(/(\/+api\/+downloads\/+)[^?#]*/i, "$1[redacted]");
}
