import { useEffect } from "react";
import {
  customerRoutes,
  partRoutes,
  purchaseOrderRoutes,
  supplierRoutes,
  workOrderRoutes,
  type PresenceRecord,
} from "@shopdesk/contract";
import { useApi } from "../api/api-context";
import type { ApiClient } from "../api/client";
import { ApiError } from "../api/client";
import { useLive } from "../api/live/live-context";
import { screenOf } from "../api/live/live-screen";
import { readRecentRecords, replaceRecentRecord } from "./recent-records";
import { recentCustomer, recentPart, recentPurchaseOrder, recentSupplier, recentWorkOrder } from "./recent-labels";
import type { RecentRecord } from "./recent-records";
import { useSignedInUserId } from "./signed-in-user";

/** The record as its screen would remember it now, read through the API. */
function readRecent(api: ApiClient, { Kind, Key }: PresenceRecord): Promise<RecentRecord> {
  const [first = "", second = ""] = Key.split("/");
  switch (Kind) {
    case "customer":
      return api.call(customerRoutes.get, { params: { customerId: Key } }).then(recentCustomer);
    case "supplier":
      return api.call(supplierRoutes.get, { params: { supplierName: Key } }).then(recentSupplier);
    case "part":
      return api.call(partRoutes.get, { params: { partNumber: first, revision: second } }).then(recentPart);
    case "purchase_order":
      return api.call(purchaseOrderRoutes.get, { params: { poKey: Key } }).then(recentPurchaseOrder);
    case "work_order":
      return api.call(workOrderRoutes.get, { params: { woNumber: Key } }).then(recentWorkOrder);
  }
}

/**
 * The palette's "Recent" follows the change feed (docs/app.md, "Live updates"): a recent record
 * someone changed is read again and relabelled in its place (a new PO number, a customer's new
 * name), and one that is gone leaves the list. Downloaded after the first paint, with the stream.
 */
export function FollowRecents() {
  const { hub } = useLive();
  const api = useApi();
  const userId = useSignedInUserId();
  useEffect(() => {
    if (!userId) return;
    return hub.onChanges((events) => {
      const recents = readRecentRecords(userId);
      const touched = new Map<string, PresenceRecord>();
      for (const event of events) {
        const on = screenOf(event);
        const recent = recents.find((each) => each.record?.Kind === on.Kind && each.record.Key === on.Key);
        if (recent?.record) touched.set(recent.path, recent.record);
      }
      for (const [path, record] of touched) {
        readRecent(api, record).then(
          (next) => replaceRecentRecord(userId, path, next),
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 404) replaceRecentRecord(userId, path, null);
          },
        );
      }
    });
  }, [hub, api, userId]);
  return null;
}
