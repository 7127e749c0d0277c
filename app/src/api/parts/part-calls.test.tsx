import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { describe, expect, it } from "vitest";
import { createStoryApi } from "../../storybook/story-api";
import { storyPart, storyParts } from "../../storybook/master-data-api";
import { ApiClientProvider } from "../api-context";
import { useCreateRevision } from "./use-create-revision";
import { useCurrentParts } from "./use-current-parts";
import { usePart } from "./use-part";
import { useParts } from "./use-parts";
import { useUpdatePart } from "./use-update-part";

const slashed = { ...storyPart, PartNumber: "7731/204 X", Revision: "B" };

function setUp() {
  const api = createStoryApi([
    { path: /^\/parts$/, respond: () => ({ Items: storyParts, Total: 8, TotalIsExact: true, Page: 1, PageSize: 20 }) },
    { path: /^\/parts\/[^/]+\/[^/]+$/, respond: () => slashed },
    { method: "PUT", path: /^\/parts\/[^/]+\/[^/]+$/, respond: () => ({ ...slashed, Version: 3 }) },
    { method: "POST", path: /^\/parts\/[^/]+\/[^/]+\/revisions$/, respond: () => ({ ...slashed, Revision: "C" }) },
  ]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={api}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </ApiClientProvider>
  );
  return { api, wrapper };
}

describe("the part calls", () => {
  it("name a part revision in the path, each key encoded, and a change updates the revision on screen", async () => {
    const { api, wrapper } = setUp();
    const { result } = renderHook(() => ({ part: usePart("7731/204 X", "B"), update: useUpdatePart() }), { wrapper });
    await waitFor(() => expect(result.current.part.part).toEqual(slashed));

    await act(() => result.current.update.trigger({ part: slashed, changes: { Version: 2, Notes: "Deburr" } }));

    expect(api.calls).toEqual([
      { method: "GET", path: "/parts/7731%2F204%20X/B", body: undefined },
      { method: "PUT", path: "/parts/7731%2F204%20X/B", body: { Version: 2, Notes: "Deburr" } },
    ]);
    await waitFor(() => expect(result.current.part.part?.Version).toBe(3));
  });

  it("makes a new revision from the one named, and fetches that one again (now superseded)", async () => {
    const { api, wrapper } = setUp();
    const { result } = renderHook(() => ({ part: usePart("7731/204 X", "B"), revise: useCreateRevision() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.part.part).toBeDefined());

    await act(() => result.current.revise.trigger({ from: slashed, revision: { Revision: "C" } }));

    expect(api.calls.slice(1)).toEqual([
      { method: "POST", path: "/parts/7731%2F204%20X/B/revisions", body: { Revision: "C" } },
      { method: "GET", path: "/parts/7731%2F204%20X/B", body: undefined },
    ]);
  });

  it("send the search's filters, leaving empty ones out", async () => {
    const { api, wrapper } = setUp();
    const { result } = renderHook(
      () => ({
        search: useParts({
          partNumber: "7731",
          revision: "",
          customerId: "",
          active: "all",
          sort: "-Description",
          page: 2,
        }),
        current: useCurrentParts("bush"),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.search.parts).toBeDefined());
    await waitFor(() => expect(result.current.current.parts).toBeDefined());

    expect(api.calls.map((call) => call.path).sort()).toEqual([
      "/parts?partNumber=7731&active=all&sort=-Description&page=2",
      "/parts?q=bush&active=true&pageSize=20",
    ]);
    // The picker offers only active revisions nothing has superseded.
    expect(result.current.current.parts?.map((part) => `${part.PartNumber} ${part.Revision}`)).toEqual([
      "1656-007 B",
      "2890-218 C",
      "6952-093 A",
      "9615-241 B",
    ]);
  });
});
