import { ApiError, type ApiClient, routeClient } from "../api/client";

export type StoryRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  match: RegExpMatchArray;
};

/** One canned answer: the first route whose method and path (without the query) match answers. */
export type StoryRoute = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Matched against the path after `/api`, without the query string, e.g. /^\/work-orders\/(\d+)$/. */
  path: RegExp;
  /** The body to answer with; throw an `ApiError` to fail. */
  respond: (request: StoryRequest) => unknown;
};

/** An NDJSON body of `lines`, each sent as its own chunk when the iterable gives it. */
function jsonLinesStream(lines: Iterable<unknown> | AsyncIterable<unknown>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      for await (const line of lines) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      controller.close();
    },
  });
}

/** Never settles: the screen stays in its loading state. */
export const pending = () => new Promise<never>(() => {});

/**
 * A fake API client for stories: answers from `routes`, and a 404 for anything else, so a
 * story shows exactly the state it names without a server. Calls are recorded in `calls`.
 */
export function createStoryApi(
  routes: StoryRoute[],
): ApiClient & { calls: { method: string; path: string; body: unknown }[] } {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const request = async <T>(method: string, fullPath: string, body?: unknown): Promise<T> => {
    calls.push({ method, path: fullPath, body });
    const [path = "", search = ""] = fullPath.split("?");
    for (const route of routes) {
      if ((route.method ?? "GET") !== method) continue;
      const match = path.match(route.path);
      if (match) return (await route.respond({ method, path, query: new URLSearchParams(search), body, match })) as T;
    }
    throw new ApiError(404, "not_found", `No story answer for ${method} ${fullPath}`);
  };
  return {
    calls,
    ...routeClient({
      request: (method, path, body) => request(method, path, body),
      // The whole file "goes out" at once; a route may stay pending to show an upload in flight.
      upload: async (path, file, { onProgress } = {}) => {
        onProgress?.(0, file.size);
        const answer = await request("POST", path, file);
        onProgress?.(file.size, file.size);
        return answer;
      },
      // A route answers the stream's lines (as JSON values), as an array or as an async iterable that may pause between them.
      uploadAndStream: async (path, file) =>
        jsonLinesStream(await request<Iterable<unknown> | AsyncIterable<unknown>>("POST", path, file)),
    }),
  };
}
