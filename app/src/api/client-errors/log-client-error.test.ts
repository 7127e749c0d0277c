import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "../client";
import { logClientError } from "./log-client-error";

describe("logClientError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("posts what broke and where to /api/logging/error", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const failed = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = new TypeError("Cannot read properties of undefined");
    error.stack = "TypeError: Cannot read properties of undefined\n    at PartDetail (part-detail.tsx:40:7)";

    logClientError(createApiClient({ getAccessToken: () => "t", fetch }), error, "\n    at PartDetail");

    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(["/api/logging/error", "POST"]);
    expect(JSON.parse(init.body as string)).toEqual({
      request: { error: error.stack, componentStack: "\n    at PartDetail" },
    });
    expect(failed).not.toHaveBeenCalled();
  });

  it("only tells the console when the report cannot be sent", async () => {
    const fetch = vi.fn(async () => new Response('{"error":{"code":"rate_limited","message":"x"}}', { status: 429 }));
    const failed = vi.spyOn(console, "error").mockImplementation(() => {});

    expect(() => logClientError(createApiClient({ getAccessToken: () => "t", fetch }), "oops", "")).not.toThrow();

    await vi.waitFor(() =>
      expect(failed).toHaveBeenCalledWith("Could not report the error to the server.", expect.anything()),
    );
  });
});
