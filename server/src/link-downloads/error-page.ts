/**
 * A download link is opened in a browser tab, so when it does not work (used, expired, its file
 * removed) the person reading the answer is not a program: the route answers a page instead of
 * the error's JSON (docs/api.md, "Downloads").
 */

/** The q of each media range in an `Accept` header (`text/html;q=0.9` → 0.9; 1 when not given). */
function qualities(accept: string): Map<string, number> {
  const ranges = new Map<string, number>();
  for (const part of accept.split(",")) {
    const [range = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!range) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    ranges.set(range, Number.isFinite(quality) ? quality : 0);
  }
  return ranges;
}

/**
 * Whether the request asks for HTML before JSON: a browser's navigation names `text/html`
 * itself (JSON only through its catch-all at a lower q). An API client (`application/json`,
 * `*\/*`, no Accept) and a tie keep JSON.
 */
export function prefersHtml(accept: string | undefined): boolean {
  const q = qualities(accept ?? "");
  const html = q.get("text/html") ?? 0;
  const json = q.get("application/json") ?? q.get("application/*") ?? q.get("*/*") ?? 0;
  return html > 0 && html > json;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!,
  );

/** The error's own message from the JSON body about to be sent, or a plain one. */
export function messageOf(payload: unknown): string {
  try {
    const message = (JSON.parse(String(payload)) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === "string" && message) return message;
  } catch {
    // Not the error shape: say it plainly below.
  }
  return "The download could not be made.";
}

/**
 * The page: the server's message and a link back to the app, nothing else. No script, no
 * style (inline or linked): it is served under the app's own Content-Security-Policy.
 */
export function errorPage(status: number, message: string): string {
  const title = status >= 500 ? "The download failed" : "This download link does not work";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${title} · Shopdesk</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">Back to Shopdesk</a></p>
</main>
</body>
</html>
`;
}
