import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleResults } from "./fixtures";
import type { SearchFunction, SearchResultItem } from "./types";
import { useCommandSearch } from "./use-command-search";

function deferred() {
  let resolve!: (items: SearchResultItem[]) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<SearchResultItem[]>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(onSearch: SearchFunction = vi.fn(async () => sampleResults)) {
  const hook = renderHook(() => useCommandSearch({ onSearch }));
  const type = (text: string) => act(() => hook.result.current.setText(text));
  const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
  return { ...hook, onSearch, type, wait };
}

describe("useCommandSearch", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("searches nothing before the user types", async () => {
    const { result, onSearch, wait } = setup();
    await wait(5000);
    expect(onSearch).not.toHaveBeenCalled();
    expect(result.current.status).toBe("idle");
  });

  it("searches 1000 ms after the last keystroke, with the text as typed", async () => {
    const { result, onSearch, type, wait } = setup();
    type("ACM");
    await wait(600);
    type("ACME 45");
    await wait(999);
    expect(onSearch).not.toHaveBeenCalled();
    expect(result.current.status).toBe("waiting");
    await wait(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("ACME 45", expect.any(AbortSignal));
    expect(result.current.status).toBe("results");
    expect(result.current.results).toEqual(sampleResults);
  });

  it("needs 3 characters after trimming", async () => {
    const { result, onSearch, type, wait } = setup();
    type("AC");
    await wait(2000);
    type("  AC  ");
    await wait(2000);
    expect(onSearch).not.toHaveBeenCalled();
    expect(result.current.status).toBe("idle");
    type(" ACM ");
    await wait(1000);
    expect(onSearch).toHaveBeenCalledWith(" ACM ", expect.any(AbortSignal));
  });

  it("is loading while the request runs", async () => {
    const request = deferred();
    const { result, type, wait } = setup(() => request.promise);
    type("4500");
    await wait(1000);
    expect(result.current.isLoading).toBe(true);
    await act(async () => request.resolve(sampleResults));
    expect(result.current.isLoading).toBe(false);
  });

  it("clears the suggestions when a result is empty", async () => {
    const onSearch = vi.fn<SearchFunction>().mockResolvedValueOnce(sampleResults).mockResolvedValueOnce([]);
    const { result, type, wait } = setup(onSearch);
    type("ACME");
    await wait(1000);
    expect(result.current.results).toHaveLength(4);
    type("ACMEX");
    await wait(1000);
    expect(result.current.status).toBe("empty");
    expect(result.current.results).toEqual([]);
  });

  it("clears the suggestions when the text gets too short", async () => {
    const { result, type, wait } = setup();
    type("ACME");
    await wait(1000);
    type("AC");
    expect(result.current.status).toBe("idle");
    expect(result.current.results).toEqual([]);
  });

  it("aborts the previous request and ignores its answer once the text changed", async () => {
    const first = deferred();
    const second = deferred();
    const onSearch = vi.fn<SearchFunction>().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result, type, wait } = setup(onSearch);
    type("ACME");
    await wait(1000);
    const firstSignal = onSearch.mock.calls[0]?.[1];
    type("BOLT");
    expect(firstSignal?.aborted).toBe(true);
    await act(async () => first.resolve(sampleResults));
    expect(result.current.results).toEqual([]);
    await wait(1000);
    await act(async () => second.resolve([sampleResults[2]!]));
    expect(result.current.results).toEqual([sampleResults[2]]);
  });

  it("shows an error when the search fails", async () => {
    const onSearch = vi.fn<SearchFunction>().mockRejectedValue(new Error("HTTP 500"));
    const { result, type, wait } = setup(onSearch);
    type("ACME");
    await wait(1000);
    expect(result.current.status).toBe("error");
    expect(result.current.results).toEqual([]);
  });

  it("clear() empties the box and drops a pending search", async () => {
    const { result, onSearch, type, wait } = setup();
    type("ACME");
    act(() => result.current.clear());
    await wait(2000);
    expect(onSearch).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ text: "", status: "idle", results: [] });
  });
});
