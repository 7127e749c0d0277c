import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { describe, expect, it, vi } from "vitest";
import { ApiClientProvider } from "../api-context";
import { ApiError, routeClient, type ApiClient } from "../client";
import type { ImportProgressLine, ImportResult } from "./types";
import { useRunImport } from "./use-run-import";

const result: ImportResult = {
  Created: 1,
  Updated: 0,
  Unchanged: 0,
  Records: [{ Label: "Part BRK-100 rev A", Path: "/part?partNumber=BRK-100&revision=A" }],
  At: "2026-11-21T15:02:00.000Z",
};
const file = new File(["Part number,Revision\nBRK-100,A\n"], "parts 2026.csv", { type: "application/vnd.ms-excel" });

/** A client whose import answers `lines` (then breaks with `error`, when given), or is refused with `refusal`; it records what was sent. */
function clientAnswering(lines: ImportProgressLine[], error?: unknown, refusal?: ApiError) {
  const sent: { path: string; body: Blob }[] = [];
  const encoder = new TextEncoder();
  const api = routeClient({
    request: vi.fn(),
    upload: vi.fn(),
    uploadAndStream: async (path: string, body: Blob) => {
      sent.push({ path, body });
      if (refusal) throw refusal;
      return new ReadableStream<Uint8Array>({
        start(controller) {
          for (const line of lines) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
          if (error) controller.error(error);
          else controller.close();
        },
      });
    },
  });
  return { api, sent };
}

function runWith(api: ApiClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={api}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </ApiClientProvider>
  );
  const { result: hook } = renderHook(() => useRunImport(), { wrapper });
  const onProgress = vi.fn();
  const run = () =>
    act(() =>
      hook.current.trigger({
        kind: "parts",
        file,
        mapping: { PartNumber: 0, Revision: 1 },
        fingerprint: "t.abc",
        onProgress,
      }),
    );
  return { run, onProgress };
}

describe("useRunImport", () => {
  it("sends the file as CSV with its name, mapping and fingerprint, reports each progress line, and answers the result", async () => {
    const { api, sent } = clientAnswering([
      { Progress: { Done: 1, Total: 2 } },
      { Progress: { Done: 2, Total: 2 } },
      { Result: result },
    ]);
    const { run, onProgress } = runWith(api);
    await expect(run()).resolves.toEqual(result);
    expect(onProgress.mock.calls).toEqual([[{ Done: 1, Total: 2 }], [{ Done: 2, Total: 2 }]]);
    expect(sent[0]!.path).toBe(
      `/imports/parts?fileName=parts+2026.csv&mapping=${encodeURIComponent('{"PartNumber":0,"Revision":1}').replaceAll("%20", "+")}&fingerprint=t.abc`,
    );
    expect(sent[0]!.body.type).toBe("text/csv");
    expect(sent[0]!.body.size).toBe(file.size);
  });

  it("throws the server's words when the write failed (nothing was changed)", async () => {
    const { api } = clientAnswering([
      { Progress: { Done: 1, Total: 2 } },
      { Error: { message: "The database did not answer in time." } },
    ]);
    const { run } = runWith(api);
    await expect(run()).rejects.toMatchObject({
      code: "import_failed",
      message: "The database did not answer in time.",
    });
  });

  it("passes a refusal on as it came (a 409 with the preview as it is now)", async () => {
    const conflict = new ApiError(409, "conflict", "Part BRK-100 rev A changed since the preview.", undefined, {
      Create: 0,
    });
    const { api } = clientAnswering([], undefined, conflict);
    const { run } = runWith(api);
    await expect(run()).rejects.toBe(conflict);
  });

  it("says the outcome is unknown when the answer stops before its result", async () => {
    for (const [lines, error] of [
      [[{ Progress: { Done: 1, Total: 2 } }], new TypeError("network error")],
      [[{ Progress: { Done: 1, Total: 2 } }], undefined],
    ] as const) {
      const { api } = clientAnswering([...lines], error);
      const { run } = runWith(api);
      await expect(run()).rejects.toMatchObject({
        code: "outcome_unknown",
        message: expect.stringContaining("It may have finished"),
      });
    }
  });
});
