import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { commandSearchReducer, initialCommandSearchState } from "./command-search-reducer";
import { sampleResults } from "./fixtures";
import type { PaletteRecordGroup, RecordSearchFunction, SearchFunction, SearchResultItem } from "./types";
import { useCommandSearch } from "./use-command-search";

const parts: PaletteRecordGroup = {
  heading: "Parts",
  items: [{ id: "BRK-1044-C", label: "BRK-1044 rev C", detail: "Bracket", onSelect: () => {} }],
};
const noSuppliers: PaletteRecordGroup = { heading: "Suppliers", items: [] };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(
  onSearchRecords: RecordSearchFunction = vi.fn(async () => [parts]),
  onSearch: SearchFunction = vi.fn(async () => sampleResults),
) {
  const hook = renderHook(() => useCommandSearch({ onSearch, onSearchRecords }));
  const type = (text: string) => act(() => hook.result.current.setText(text));
  const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
  return { ...hook, onSearch, onSearchRecords, type, wait };
}

describe("useCommandSearch with onSearchRecords", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("looks records up with the spec's timing: 3 characters, 1000 ms after the last keystroke", async () => {
    const { result, onSearch, onSearchRecords, type, wait } = setup();
    type("BR");
    await wait(5000);
    expect(onSearchRecords).not.toHaveBeenCalled();
    type("BRK");
    await wait(600);
    type("BRK-10");
    await wait(999);
    expect(onSearchRecords).not.toHaveBeenCalled();
    await wait(1);
    expect(onSearchRecords).toHaveBeenCalledExactlyOnceWith("BRK-10", expect.any(AbortSignal));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("BRK-10", expect.any(AbortSignal));
    expect(result.current).toMatchObject({ status: "results", results: sampleResults, recordGroups: [parts] });
  });

  it("stays loading until both searches have answered", async () => {
    const records = deferred<PaletteRecordGroup[]>();
    const { result, type, wait } = setup(() => records.promise);
    type("BRK");
    await wait(1000);
    expect(result.current.isLoading).toBe(true);
    await wait(0); // the PO search has answered
    expect(result.current.isLoading).toBe(true);
    expect(result.current.results).toEqual([]);
    await act(async () => records.resolve([parts]));
    expect(result.current).toMatchObject({ isLoading: false, status: "results", results: sampleResults });
  });

  it("has results when only the records found something", async () => {
    const { result, type, wait } = setup(
      async () => [parts],
      async () => [],
    );
    type("BRK");
    await wait(1000);
    expect(result.current).toMatchObject({ status: "results", results: [], recordGroups: [parts] });
  });

  it("is empty, every group cleared, when no group found anything", async () => {
    const onSearch = vi.fn<SearchFunction>().mockResolvedValueOnce(sampleResults).mockResolvedValueOnce([]);
    const onSearchRecords = vi
      .fn<RecordSearchFunction>()
      .mockResolvedValueOnce([parts])
      .mockResolvedValueOnce([noSuppliers]);
    const { result, type, wait } = setup(onSearchRecords, onSearch);
    type("BRK");
    await wait(1000);
    expect(result.current.status).toBe("results");
    type("BRKX");
    await wait(1000);
    expect(result.current).toMatchObject({ status: "empty", results: [], recordGroups: [] });
  });

  it("fails when the record search fails, and cancels the PO search still running", async () => {
    const po = deferred<SearchResultItem[]>();
    const onSearch = vi.fn<SearchFunction>(() => po.promise);
    const { result, type, wait } = setup(async () => Promise.reject(new Error("HTTP 500")), onSearch);
    type("BRK");
    await wait(1000);
    expect(result.current).toMatchObject({ status: "error", results: [], recordGroups: [] });
    expect(onSearch.mock.calls[0]?.[1]?.aborted).toBe(true);
    await act(async () => po.resolve(sampleResults));
    expect(result.current.status).toBe("error");
  });

  it("aborts both requests and ignores their answers once the text changed", async () => {
    const records = deferred<PaletteRecordGroup[]>();
    const onSearchRecords = vi
      .fn<RecordSearchFunction>()
      .mockReturnValueOnce(records.promise)
      .mockResolvedValueOnce([]);
    const onSearch = vi
      .fn<SearchFunction>()
      .mockResolvedValueOnce(sampleResults)
      .mockResolvedValueOnce([sampleResults[2]!]);
    const { result, type, wait } = setup(onSearchRecords, onSearch);
    type("BRK");
    await wait(1000);
    const signals = [onSearch.mock.calls[0]?.[1], onSearchRecords.mock.calls[0]?.[1]];
    type("BOLT");
    expect(signals.map((signal) => signal?.aborted)).toEqual([true, true]);
    await act(async () => records.resolve([parts]));
    expect(result.current.recordGroups).toEqual([]);
    await wait(1000);
    expect(result.current).toMatchObject({ status: "results", results: [sampleResults[2]], recordGroups: [] });
  });

  it("keeps the record groups while the text is refined, and drops them when it gets too short", async () => {
    const { result, type, wait } = setup();
    type("BRK");
    await wait(1000);
    type("BRK-");
    expect(result.current).toMatchObject({ status: "waiting", recordGroups: [parts] });
    type("BR");
    expect(result.current).toMatchObject({ status: "idle", results: [], recordGroups: [] });
  });
});

describe("commandSearchReducer with record groups", () => {
  it("answers as before without record groups", () => {
    const waiting = commandSearchReducer(initialCommandSearchState, { type: "input", text: "ACME", minLength: 3 });
    const answered = commandSearchReducer(waiting, {
      type: "resolve",
      requestId: waiting.requestId,
      results: sampleResults,
    });
    expect(answered).toMatchObject({ status: "results", results: sampleResults, recordGroups: [] });
  });

  it("ignores an answer to an older text", () => {
    const first = commandSearchReducer(initialCommandSearchState, { type: "input", text: "BRK", minLength: 3 });
    const second = commandSearchReducer(first, { type: "input", text: "BRKX", minLength: 3 });
    const stale = commandSearchReducer(second, {
      type: "resolve",
      requestId: first.requestId,
      results: [],
      recordGroups: [parts],
    });
    expect(stale).toBe(second);
  });
});
