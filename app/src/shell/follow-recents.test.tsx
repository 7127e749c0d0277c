import { render, waitFor } from "@testing-library/react";
import type { ChangeEvent, Route } from "@shopdesk/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientProvider } from "../api/api-context";
import { ApiError, type ApiClient } from "../api/client";
import { LiveProvider } from "../api/live/live-context";
import { createLiveHub } from "../api/live/live-hub";
import { FollowRecents } from "./follow-recents";
import { readRecentRecords, rememberRecord } from "./recent-records";
import { SignedInUserProvider } from "./signed-in-user";

const change = (event: Partial<ChangeEvent> & Pick<ChangeEvent, "Kind" | "Key">): ChangeEvent => ({
  Seq: "9",
  Version: 3,
  Action: "update",
  Fields: ["PONumber"],
  Subject: "marcus",
  Name: "Marcus Lee",
  At: "2026-12-07T16:00:00.000Z",
  ...event,
});

function renderFollower(answer: (route: Route, input: { params: Record<string, string> }) => unknown) {
  const hub = createLiveHub();
  const call = vi.fn(async (route: Route, input: unknown) =>
    answer(route, input as { params: Record<string, string> }),
  );
  const client = { call, upload: vi.fn(), uploadAndStream: vi.fn() } as unknown as ApiClient;
  render(
    <ApiClientProvider client={client}>
      <SignedInUserProvider userId="dana">
        <LiveProvider selfSubject="dana" hub={hub}>
          <FollowRecents />
        </LiveProvider>
      </SignedInUserProvider>
    </ApiClientProvider>,
  );
  return { hub, call };
}

const recentPO = {
  path: "/po/233",
  label: "PO 4500012345",
  detail: "ACME · 03/05/2024",
  record: { Kind: "purchase_order" as const, Key: "233" },
};
const recentCustomer = {
  path: "/customer/ACME",
  label: "Customer ACME",
  detail: "Acme Fluid Power",
  record: { Kind: "customer" as const, Key: "ACME" },
};

afterEach(() => localStorage.clear());

describe("the palette's Recent follows the change feed", () => {
  it("relabels a recent PO someone renumbered, where it stands in the list", async () => {
    rememberRecord("dana", recentPO);
    rememberRecord("dana", recentCustomer);
    const { hub, call } = renderFollower(() => ({
      POKey: 233,
      PONumber: "4500099999",
      CustomerId: "ACME",
      PODate: "2024-03-05",
    }));
    // A line of the PO counts as the PO; a record not in the list is not read.
    hub.publishChanges([change({ Kind: "po_line", Key: "233/2" }), change({ Kind: "purchase_order", Key: "777" })]);
    await waitFor(() =>
      expect(readRecentRecords("dana").map((each) => each.label)).toEqual(["Customer ACME", "PO 4500099999"]),
    );
    expect(call).toHaveBeenCalledOnce();
    expect(call.mock.calls[0]![1]).toEqual({ params: { poKey: "233" } });
  });

  it("drops a recent record that is gone", async () => {
    rememberRecord("dana", recentCustomer);
    const { hub } = renderFollower(() => {
      throw new ApiError(404, "not_found", "No such customer.");
    });
    hub.publishChanges([change({ Kind: "customer", Key: "ACME", Fields: ["Name"] })]);
    await waitFor(() => expect(readRecentRecords("dana")).toEqual([]));
  });
});
