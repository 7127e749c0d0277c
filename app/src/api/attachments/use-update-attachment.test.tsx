import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { describe, expect, it, vi } from "vitest";
import { ApiClientProvider } from "../api-context";
import { ApiError, routeClient } from "../client";
import type { Attachment, AttachmentRecord } from "./types";
import { useAttachments } from "./use-attachments";
import { useUpdateAttachment } from "./use-update-attachment";

const record: AttachmentRecord = { Type: "part", PartNumber: "BRK-100", Revision: "B" };
const mine = { Id: 7, FileName: "BRK-100-B.step", Version: 1 } as Attachment;
const theirs = { ...mine, FileName: "BRK-100-B model.step", Version: 2 };

describe("useUpdateAttachment", () => {
  it("after a 409 the card shows the file as it is now, and the error carries it for the dialog", async () => {
    let stored: Attachment[] = [mine];
    const api = routeClient({
      request: async (method) => {
        if (method === "GET") return stored;
        stored = [theirs];
        throw new ApiError(
          409,
          "conflict",
          "Someone else changed attachment BRK-100-B.step after you opened it (your version 1, now 2).",
          undefined,
          theirs,
        );
      },
      upload: vi.fn(),
      uploadAndStream: vi.fn(),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiClientProvider client={api}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
      </ApiClientProvider>
    );
    const { result } = renderHook(() => ({ list: useAttachments(record), update: useUpdateAttachment(record) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.attachments).toEqual([mine]));

    let failure: unknown;
    await act(async () => {
      failure = await result.current.update
        .trigger({ id: 7, changes: { Version: 1, FileName: "BRK-100-B rev.step" } })
        .catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ status: 409, current: theirs });
    await waitFor(() => expect(result.current.list.attachments).toEqual([theirs]));
  });
});
