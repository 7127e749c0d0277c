import type { Route, RouteAnswer, RouteInput } from "@shopdesk/contract";
import { type QueryParams, toQueryString } from "./list";

/**
 * The one way the app talks to its API: base `/api`, JSON, a 10 s time-out, the Okta
 * access token as a Bearer header when there is one, and bodies unwrapped. A 401 means
 * the session is over: stored tokens are cleared and the browser goes to /login.
 */
export const API_BASE_PATH = "/api";
export const API_TIMEOUT_MS = 10_000;

/**
 * The server's error body (`{ error: { code, message, fields?, current? } }`), carried with the
 * HTTP status. `current` is the record as it is now, sent with a 409 for a stale `Version`.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly current?: unknown,
  ) {
    super(message);
  }
}

export type ApiClientOptions = {
  /** Returns the current access token; may throw or return nothing when there is none. */
  getAccessToken: () => string | undefined | Promise<string | undefined>;
  /** Called once a 401 has cleared the stored tokens; sends the user to sign in. */
  onUnauthorized?: () => void;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export type RequestOptions = { signal?: AbortSignal };

export type UploadOptions = RequestOptions & {
  /** Bytes sent so far, of `total`; called as the body goes out. */
  onProgress?: (loaded: number, total: number) => void;
};

/**
 * The API as the app calls it: each call names its route's entry in the contract's route table
 * (docs/api.md, "The route table"), so its path, parameters, body and answer are typed by the
 * route and a drift fails `tsc`. Bodies are JSON but for the two that are a file.
 */
export type ApiClient = {
  call: <R extends Route>(route: R, ...args: CallArgs<R>) => Promise<RouteAnswer<R>>;
  /**
   * POSTs a file as the raw request body and answers the JSON reply. No time-out (a big file
   * on a slow line takes what it takes); `signal` cancels it.
   */
  upload: <R extends Route>(
    route: R,
    input: RouteInput<R>,
    file: Blob,
    options?: UploadOptions,
  ) => Promise<RouteAnswer<R>>;
  /**
   * POSTs a file as the raw request body (sent as the Blob's `type`) and answers the reply's
   * body as it streams in, for a long job that reports as it goes (read an NDJSON answer with
   * `readJsonLines`). A refusal (4xx, 5xx) throws `ApiError` instead. No time-out.
   */
  uploadAndStream: <R extends Route>(
    route: R,
    input: RouteInput<R>,
    file: Blob,
    options?: StreamOptions,
  ) => Promise<ReadableStream<Uint8Array>>;
};

/** A call's input (optional when every part of it is) and its options. */
type CallArgs<R extends Route> =
  Record<never, never> extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: RequestOptions]
    : [input: RouteInput<R>, options?: RequestOptions];

/** How a client sends: a JSON request, a file upload, a file upload answered as a stream. */
export type Transport = {
  request: (method: Route["method"], path: string, body: unknown, options?: RequestOptions) => Promise<unknown>;
  upload: (path: string, file: Blob, options?: UploadOptions) => Promise<unknown>;
  uploadAndStream: (
    path: string,
    file: Blob,
    options?: RequestOptions & { accept?: string },
  ) => Promise<ReadableStream<Uint8Array>>;
};

type StreamOptions = RequestOptions & { accept?: string };
type AnyInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** The path of a call: the route's path with its parameters filled in, and the query's non-empty values. */
export function pathOf(route: Route, input: unknown): string {
  const { params = {}, query = {} } = (input ?? {}) as AnyInput;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return `${path}${toQueryString(query as QueryParams)}`;
}

/** The typed client over a transport: the one place a route becomes a method, a path and a body. */
export function routeClient(transport: Transport): ApiClient {
  return {
    call: (async (route: Route, input?: unknown, options?: RequestOptions) =>
      transport.request(
        route.method,
        pathOf(route, input),
        (input as AnyInput | undefined)?.body,
        options,
      )) as ApiClient["call"],
    upload: (async (route: Route, input: unknown, file: Blob, options?: UploadOptions) =>
      transport.upload(pathOf(route, input), file, options)) as ApiClient["upload"],
    uploadAndStream: (route, input, file, options) => transport.uploadAndStream(pathOf(route, input), file, options),
  };
}

/** Storage keys a 401 removes: the spec's `authToken` and okta-auth-js's token storage. */
export const SESSION_STORAGE_KEYS = ["authToken", "okta-token-storage"] as const;

export function clearStoredTokens(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of SESSION_STORAGE_KEYS) storage.removeItem(key);
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    getAccessToken,
    onUnauthorized = () => window.location.assign("/login"),
    baseUrl = API_BASE_PATH,
    timeoutMs = API_TIMEOUT_MS,
    fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  } = options;

  async function authorizationHeader(): Promise<Record<string, string>> {
    try {
      const token = await getAccessToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    } catch (error) {
      console.error("Could not get an access token; sending the request without one.", error);
      return {};
    }
  }

  /**
   * Sends the request (with `payload` as its body, of its content type); answers the response
   * when it is OK, and throws the API's error otherwise. `timeout` ends a call that takes too long.
   */
  async function send(
    method: string,
    path: string,
    payload: { body: BodyInit; type: string } | undefined,
    accept: string,
    timeout: AbortSignal | undefined,
    signal?: AbortSignal,
  ) {
    const headers: Record<string, string> = { Accept: accept, ...(await authorizationHeader()) };
    if (payload) headers["Content-Type"] = payload.type;
    const signals = [signal, timeout].filter((each) => each !== undefined);

    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers,
        body: payload?.body,
        signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
      });
    } catch (error) {
      if (timeout?.aborted) throw new ApiError(0, "timeout", `The server did not answer within ${timeoutMs / 1000} s.`);
      throw error;
    }

    if (response.status === 401) {
      clearStoredTokens();
      onUnauthorized();
      throw new ApiError(401, "unauthorized", "Your session has ended. Please sign in again.");
    }
    if (!response.ok) throw toApiError(response, await readBody(response));
    return response;
  }

  async function request(method: string, path: string, body: unknown, { signal }: RequestOptions = {}) {
    const payload = body === undefined ? undefined : { body: JSON.stringify(body), type: "application/json" };
    const response = await send(method, path, payload, "application/json", AbortSignal.timeout(timeoutMs), signal);
    return readBody(response);
  }

  /**
   * fetch rather than XMLHttpRequest: fetch reads the answer as it streams in, where XHR keeps
   * all of it in `responseText`; the job's progress is in the answer, not in the upload.
   */
  async function uploadAndStream(
    path: string,
    file: Blob,
    { signal, accept = "application/x-ndjson" }: RequestOptions & { accept?: string } = {},
  ) {
    const payload = { body: file, type: file.type || "application/octet-stream" };
    const response = await send("POST", path, payload, accept, undefined, signal);
    return response.body ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
  }

  /**
   * XMLHttpRequest rather than fetch: fetch cannot tell how much of a request body has been
   * sent, and an upload's progress bar needs exactly that.
   */
  async function upload(path: string, file: Blob, { signal, onProgress }: UploadOptions = {}) {
    const headers = { Accept: "application/json", ...(await authorizationHeader()) };
    signal?.throwIfAborted();
    const xhr = new XMLHttpRequest();
    const settled = new Promise<Response>((resolve, reject) => {
      xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
      xhr.onload = () =>
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
          }),
        );
      xhr.onerror = () => reject(new TypeError("The upload could not reach the server."));
      xhr.onabort = () => reject(signal?.reason ?? new DOMException("The upload was cancelled.", "AbortError"));
    });
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.open("POST", `${baseUrl}${path}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.send(file);
    const response = await settled;
    if (response.status === 401) {
      clearStoredTokens();
      onUnauthorized();
      throw new ApiError(401, "unauthorized", "Your session has ended. Please sign in again.");
    }
    if (!response.ok) throw toApiError(response, await readBody(response));
    return readBody(response);
  }

  return routeClient({ request, upload, uploadAndStream });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(response: Response, data: unknown): ApiError {
  const error = (
    data as { error?: { code?: unknown; message?: unknown; fields?: unknown; current?: unknown } } | undefined
  )?.error;
  const message =
    typeof error?.message === "string" ? error.message : `${response.status} ${response.statusText}`.trim();
  const code = typeof error?.code === "string" ? error.code : "http_error";
  const fields =
    error?.fields && typeof error.fields === "object" ? (error.fields as Record<string, string>) : undefined;
  const current = error?.current && typeof error.current === "object" ? error.current : undefined;
  return new ApiError(response.status, code, message, fields, current);
}
