import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { customerRoutes, importRoutes } from "@shopdesk/contract";
import { ApiError, createApiClient } from "./client";

const acme = { params: { customerId: "ACME" } };
const change = { ...acme, body: { Version: 1 } };
const partsImport = { params: { kind: "parts" as const }, query: { fileName: "parts.csv", fingerprint: "f1" } };

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A fetch that never answers until its signal aborts, like a server that hangs. */
function hangingFetch(): typeof fetch {
  return (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
    });
}

describe("createApiClient", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it("calls /api with JSON headers and the access token, and unwraps the body", async () => {
    const fetch = vi.fn(async () => jsonResponse([{ POKey: 7 }]));
    const api = createApiClient({ getAccessToken: () => "token-123", fetch });

    await expect(api.call(customerRoutes.list, { query: { q: "abc" } })).resolves.toEqual([{ POKey: 7 }]);

    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/customers?q=abc");
    expect(init.method).toBe("GET");
    expect(init.headers).toMatchObject({ Accept: "application/json", Authorization: "Bearer token-123" });
  });

  it("sends JSON bodies with a content type", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const api = createApiClient({ getAccessToken: () => undefined, fetch });

    await expect(api.call(customerRoutes.create, { body: { CustomerId: "X", Name: "x" } })).resolves.toBeUndefined();

    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ "Content-Type": "application/json" });
    expect(init.headers).not.toHaveProperty("Authorization");
    expect(init.body).toBe('{"CustomerId":"X","Name":"x"}');
  });

  it("logs a failure to get a token and sends the request without the header", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = vi.fn(async () => jsonResponse({ ok: true }));
    const api = createApiClient({
      getAccessToken: () => {
        throw new Error("token storage broken");
      },
      fetch,
    });

    await expect(api.call(customerRoutes.get, acme)).resolves.toEqual({ ok: true });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty("Authorization");
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it("gives up after the time-out with a typed error", async () => {
    const api = createApiClient({ getAccessToken: () => "t", fetch: hangingFetch(), timeoutMs: 30 });
    const error = await api.call(customerRoutes.get, acme).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: "timeout" });
  });

  it("uses a 10 s time-out by default", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const timeout = vi.spyOn(AbortSignal, "timeout");
      const api = createApiClient({ getAccessToken: () => "t", fetch: vi.fn(async () => jsonResponse({})) });
      await api.call(customerRoutes.get, acme);
      expect(timeout).toHaveBeenCalledWith(10_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("on 401 clears the stored tokens and sends the user to sign in", async () => {
    for (const storage of [localStorage, sessionStorage]) {
      storage.setItem("authToken", "old");
      storage.setItem("okta-token-storage", "{}");
      storage.setItem("unrelated", "kept");
    }
    const onUnauthorized = vi.fn();
    const api = createApiClient({
      getAccessToken: () => "expired",
      fetch: vi.fn(async () => jsonResponse({ error: { code: "unauthorized", message: "no" } }, 401)),
      onUnauthorized,
    });

    await expect(api.call(customerRoutes.get, acme)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    for (const storage of [localStorage, sessionStorage]) {
      expect(storage.getItem("authToken")).toBeNull();
      expect(storage.getItem("okta-token-storage")).toBeNull();
      expect(storage.getItem("unrelated")).toBe("kept");
    }
  });

  it("passes other errors to the caller with the status and the server's message", async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({
      getAccessToken: () => "t",
      fetch: vi.fn(async () =>
        jsonResponse(
          { error: { code: "conflict", message: "Someone else changed it.", fields: { Name: "changed" } } },
          409,
        ),
      ),
      onUnauthorized,
    });

    const error = await api.call(customerRoutes.update, change).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: "conflict",
      message: "Someone else changed it.",
      fields: { Name: "changed" },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("keeps the record as it is now that a stale-Version 409 carries", async () => {
    const current = { CustomerId: "ACME", Name: "Acme Aerospace", Version: 4 };
    const api = createApiClient({
      getAccessToken: () => "t",
      fetch: vi.fn(async () => jsonResponse({ error: { code: "conflict", message: "Changed.", current } }, 409)),
    });
    await expect(api.call(customerRoutes.update, change)).rejects.toMatchObject({ status: 409, current });
  });

  it("describes an error without a standard body by its status", async () => {
    const api = createApiClient({
      getAccessToken: () => "t",
      fetch: vi.fn(async () => new Response("Bad gateway", { status: 502, statusText: "Bad Gateway" })),
    });
    await expect(api.call(customerRoutes.get, acme)).rejects.toMatchObject({ status: 502, message: "502 Bad Gateway" });
  });
});

describe("uploadAndStream", () => {
  afterEach(() => vi.restoreAllMocks());

  const csv = () => new Blob(["Part number\nBRK-100\n"], { type: "text/csv" });
  const collect = async (answer: Promise<ReadableStream<Uint8Array>>) => new Response(await answer).text();

  it("posts the file as the body with its type and the token in the header, and answers the reply's body", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const fetch = vi.fn(
      async () =>
        new Response('{"Progress":{"Done":1,"Total":1}}\n{"Result":{"Created":1}}\n', {
          status: 200,
          headers: { "Content-Type": "application/x-ndjson" },
        }),
    );
    const api = createApiClient({ getAccessToken: () => "token-123", fetch });
    const file = csv();

    await expect(collect(api.uploadAndStream(importRoutes.run, partsImport, file))).resolves.toBe(
      '{"Progress":{"Done":1,"Total":1}}\n{"Result":{"Created":1}}\n',
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/imports/parts?fileName=parts.csv&fingerprint=f1");
    expect(init).toMatchObject({ method: "POST", body: file });
    expect(init.headers).toMatchObject({
      Accept: "application/x-ndjson",
      "Content-Type": "text/csv",
      Authorization: "Bearer token-123",
    });
    // An import takes as long as it takes: no time-out.
    expect(timeout).not.toHaveBeenCalled();
    expect(init.signal).toBeUndefined();
  });

  it("throws the server's refusal instead, with what it carries", async () => {
    const current = { Create: 1 };
    const api = createApiClient({
      getAccessToken: () => "t",
      fetch: vi.fn(async () =>
        jsonResponse(
          { error: { code: "conflict", message: "Part BRK-100 rev A changed since the preview.", current } },
          409,
        ),
      ),
    });
    await expect(api.uploadAndStream(importRoutes.run, partsImport, csv())).rejects.toMatchObject({
      status: 409,
      message: "Part BRK-100 rev A changed since the preview.",
      current,
    });
  });

  it("on 401 clears the stored tokens and sends the user to sign in", async () => {
    localStorage.setItem("authToken", "old");
    const onUnauthorized = vi.fn();
    const api = createApiClient({
      getAccessToken: () => "expired",
      fetch: vi.fn(async () => jsonResponse({}, 401)),
      onUnauthorized,
    });
    await expect(api.uploadAndStream(importRoutes.run, partsImport, csv())).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(localStorage.getItem("authToken")).toBeNull();
  });
});
