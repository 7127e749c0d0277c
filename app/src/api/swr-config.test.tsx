import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import useSWR, { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./client";
import { createExpiringCache, createSwrConfig, FRESH_FOR_MS, KEEP_FOR_MS, retryDelay } from "./swr-config";

function withConfig({ children }: { children: ReactNode }) {
  return <SWRConfig value={createSwrConfig()}>{children}</SWRConfig>;
}

function Reader({ fetcher, name = "reader" }: { fetcher: () => Promise<string>; name?: string }) {
  const { data, error } = useSWR("/thing", fetcher);
  return <p data-testid={name}>{error ? `error: ${(error as Error).message}` : (data ?? "loading")}</p>;
}

describe("retryDelay", () => {
  it("doubles from 1 s and stops growing at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe("the SWR configuration", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Lets SWR's timers and promises run for `ms` of fake time. */
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it("retries a failing request 3 times, 1 s, 2 s and 4 s apart, then shows the error", async () => {
    const started = Date.now();
    const calledAt: number[] = [];
    const fetcher = vi.fn(async () => {
      calledAt.push(Date.now() - started);
      throw new ApiError(503, "unavailable", "down");
    });
    render(<Reader fetcher={fetcher} />, { wrapper: withConfig });
    await wait(120_000);

    expect(calledAt).toEqual([0, 1000, 3000, 7000]);
    expect(screen.getByTestId("reader")).toHaveTextContent("error: down");
  });

  it("does not retry a client error", async () => {
    const fetcher = vi.fn(async () => {
      throw new ApiError(404, "not_found", "No such PO.");
    });
    render(<Reader fetcher={fetcher} />, { wrapper: withConfig });
    await wait(60_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("serves fresh data from the cache for 300 s without asking again, even on focus", async () => {
    const fetcher = vi.fn(async () => "PO 1001");
    const config = createSwrConfig();
    const show = (name: string) => (
      <SWRConfig value={config}>
        <Reader key={name} fetcher={fetcher} name={name} />
      </SWRConfig>
    );
    const { rerender } = render(show("first"));
    await wait(10);
    expect(screen.getByTestId("first")).toHaveTextContent("PO 1001");

    await wait(FRESH_FOR_MS - 1000);
    rerender(show("second"));
    window.dispatchEvent(new Event("focus"));
    await wait(10);
    expect(screen.getByTestId("second")).toHaveTextContent("PO 1001");
    expect(fetcher).toHaveBeenCalledTimes(1);

    await wait(2000);
    rerender(show("third"));
    await wait(10);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe("createExpiringCache", () => {
  it("forgets an entry 600 s after it was last used, and not before", () => {
    let clock = 0;
    const cache = createExpiringCache(KEEP_FOR_MS, () => clock);
    cache.set("/a", { data: 1 });
    cache.set("/b", { data: 2 });

    clock = KEEP_FOR_MS - 1;
    expect(cache.get("/a")).toEqual({ data: 1 });

    clock = KEEP_FOR_MS + 1;
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toEqual({ data: 1 });
    expect([...cache.keys()]).toEqual(["/a"]);
  });
});
