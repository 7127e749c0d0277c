import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { describe, expect, it } from "vitest";
import { createStoryApi } from "../../storybook/story-api";
import { storySupplier, storySuppliers } from "../../storybook/master-data-api";
import { ApiClientProvider } from "../api-context";
import { useHistory } from "../history/use-history";
import { useSupplier } from "./use-supplier";
import { useSuppliers } from "./use-suppliers";
import { useUpdateSupplier } from "./use-update-supplier";

const list = { Items: storySuppliers, Total: 4, TotalIsExact: true, Page: 1, PageSize: 25 };
const renamed = { ...storySupplier, SupplierName: "Pacific Heat Treat & Passivate", Version: 6 };

function setUp() {
  const api = createStoryApi([
    { path: /^\/suppliers$/, respond: () => list },
    { path: /^\/suppliers\/[^/]+$/, respond: () => storySupplier },
    { method: "PUT", path: /^\/suppliers\/[^/]+$/, respond: () => renamed },
    { path: /^\/history$/, respond: () => [] },
  ]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={api}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </ApiClientProvider>
  );
  return { api, wrapper };
}

describe("the supplier calls", () => {
  it("send the list's filters, an approval of any kind left out", async () => {
    const { api, wrapper } = setUp();
    const { result } = renderHook(
      () => useSuppliers({ q: "heat", active: "true", sort: "-CertificateExpires", page: 1, pageSize: 25 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.suppliers).toEqual(list));
    expect(api.calls.map((call) => call.path)).toEqual([
      "/suppliers?q=heat&active=true&sort=-CertificateExpires&page=1&pageSize=25",
    ]);
  });

  it("name a supplier in the path, encoded; a rename is read back under the new name with its history", async () => {
    const { api, wrapper } = setUp();
    const { result } = renderHook(
      () => ({
        renamed: useSupplier(renamed.SupplierName),
        history: useHistory("supplier", renamed.SupplierName),
        update: useUpdateSupplier(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.history.entries).toEqual([]));
    await act(() =>
      result.current.update.trigger({
        supplierName: "A/B Plating & Anodize",
        changes: { Version: 5, SupplierName: renamed.SupplierName },
      }),
    );

    await waitFor(() => expect(result.current.renamed.supplier).toEqual(renamed));
    const history = "/history?entity=supplier&key=Pacific+Heat+Treat+%26+Passivate";
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /suppliers/Pacific%20Heat%20Treat%20%26%20Passivate",
      `GET ${history}`,
      "PUT /suppliers/A%2FB%20Plating%20%26%20Anodize",
      `GET ${history}`,
    ]);
  });
});
