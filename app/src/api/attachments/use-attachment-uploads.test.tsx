import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { describe, expect, it, vi } from "vitest";
import { ApiClientProvider } from "../api-context";
import { ApiError, routeClient, type ApiClient } from "../client";
import type { AttachmentRecord } from "./types";
import { useAttachmentUploads } from "./use-attachment-uploads";

const MiB = 1024 * 1024;
const record: AttachmentRecord = { Type: "customer", CustomerId: "ACME" };
const fileOf = (name: string, size: number) => new File([new Uint8Array(size)], name);

/** A client whose uploads answer `refusal` (or a stored file), recording what was sent. */
function clientRefusing(refusal?: ApiError) {
  const sent: string[] = [];
  const api = routeClient({
    request: async () => [],
    upload: async (path: string) => {
      sent.push(path);
      if (refusal) throw refusal;
      return {};
    },
    uploadAndStream: vi.fn(),
  });
  return { api, sent };
}

function uploadsWith(api: ApiClient, maxUploadMb = 100) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={api} maxUploadMb={maxUploadMb}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </ApiClientProvider>
  );
  return renderHook(() => useAttachmentUploads(record), { wrapper }).result;
}

describe("useAttachmentUploads", () => {
  it("refuses a file over the server's limit before sending a byte, naming the file and the limit", () => {
    const { api, sent } = clientRefusing();
    const hook = uploadsWith(api, 2);
    act(() => hook.current.add([fileOf("CMM scan.zip", 2 * MiB + 1)], "Report"));
    expect(hook.current.uploads).toEqual([
      expect.objectContaining({
        fileName: "CMM scan.zip",
        error: "CMM scan.zip is larger than 2 MB, the most this server takes.",
      }),
    ]);
    expect(sent).toEqual([]);
  });

  it("sends a file of exactly the limit", async () => {
    const { api, sent } = clientRefusing();
    const hook = uploadsWith(api, 1);
    act(() => hook.current.add([fileOf("exactly.bin", MiB)], "Other"));
    await waitFor(() => expect(sent).toEqual(["/customers/ACME/attachments?fileName=exactly.bin&kind=Other"]));
    await waitFor(() => expect(hook.current.uploads).toEqual([]));
  });

  it("shows the message of the field the server names, not its summary, and clears it on the next try", async () => {
    const refusal = new ApiError(400, "bad_request", "The request is not valid.", {
      fileName: "Name the file, e.g. drawing.pdf.",
    });
    const { api } = clientRefusing(refusal);
    const hook = uploadsWith(api);
    act(() => hook.current.add([fileOf("..", 10)], "Other"));
    await waitFor(() =>
      expect(hook.current.uploads).toEqual([
        expect.objectContaining({ fileName: "..", error: "Name the file, e.g. drawing.pdf." }),
      ]),
    );

    act(() => hook.current.add([fileOf("big.step", 200 * MiB)], "Other"));
    expect(hook.current.uploads).toEqual([
      expect.objectContaining({
        fileName: "big.step",
        error: expect.stringMatching(/^big\.step is larger than 100 MB/),
      }),
    ]);
  });
});
