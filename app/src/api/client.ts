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

export type ApiClient = {
  get: <T>(path: string, options?: RequestOptions) => Promise<T>;
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  delete: <T>(path: string, options?: RequestOptions) => Promise<T>;
  /**
   * POSTs a file as the raw request body and answers the JSON reply. No time-out (a big file
   * on a slow line takes what it takes); `signal` cancels it.
   */
  upload: <T>(path: string, file: Blob, options?: UploadOptions) => Promise<T>;
  /**
   * POSTs a file as the raw request body (sent as the Blob's `type`) and answers the reply's
   * body as it streams in, for a long job that reports as it goes (read an NDJSON answer with
   * `readJsonLines`). A refusal (4xx, 5xx) throws `ApiError` instead. No time-out.
   */
  uploadAndStream: (
    path: string,
    file: Blob,
    options?: RequestOptions & { accept?: string },
  ) => Promise<ReadableStream<Uint8Array>>;
};

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

  async function request<T>(method: string, path: string, body: unknown, { signal }: RequestOptions = {}): Promise<T> {
    const payload = body === undefined ? undefined : { body: JSON.stringify(body), type: "application/json" };
    const response = await send(method, path, payload, "application/json", AbortSignal.timeout(timeoutMs), signal);
    return (await readBody(response)) as T;
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
  async function upload<T>(path: string, file: Blob, { signal, onProgress }: UploadOptions = {}): Promise<T> {
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
    return (await readBody(response)) as T;
  }

  return {
    upload,
    uploadAndStream,
    get: (path, options) => request("GET", path, undefined, options),
    post: (path, body, options) => request("POST", path, body, options),
    put: (path, body, options) => request("PUT", path, body, options),
    patch: (path, body, options) => request("PATCH", path, body, options),
    delete: (path, options) => request("DELETE", path, undefined, options),
  };
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
