/**
 * The refusals made before any route runs, so no route's `response` holds them, and the OpenAPI
 * document adds them to each operation they reach: Node's HTTP parser answers 408 (a request that
 * takes too long to arrive) and 431 (headers too large) to any request, the router 414 to a key in
 * the path over 1,000 characters.
 */
export const edgeStatuses = ({ hasPathKey }: { hasPathKey: boolean }): number[] =>
  hasPathKey ? [408, 414, 431] : [408, 431];

/** What each refusal means, for the document's answers (docs/api.md, "Errors"). */
export const statusMeanings: Record<number, string> = {
  200: "OK.",
  201: "Created.",
  204: "Received; no body.",
  400: "Bad input: `error.fields` names each bad field. Nothing was changed.",
  401: "No access token, or one that is not accepted.",
  404: "No such record.",
  408: "The request took too long to arrive.",
  409: "A conflict with the record's state: a duplicate key, a move its status does not allow, or a stale `Version` (then `error.current` holds the record as it is now).",
  413: "The body is too large.",
  414: "A key in the path is over 1,000 characters.",
  415: "The body's Content-Type is not one this operation reads.",
  429: "Too many requests: try again later.",
  431: "The request's headers are too large.",
  500: "A fault on the server (logged; never a stack trace).",
  507: "The server has no room to store the file; nothing was stored.",
};
