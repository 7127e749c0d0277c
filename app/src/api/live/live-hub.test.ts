import { describe, expect, it, vi } from "vitest";
import { createLiveHub } from "./live-hub";
import { screenOf } from "./live-screen";

describe("the live hub", () => {
  it("knows the record screen on show and whether any of its forms holds unsaved edits", () => {
    const hub = createLiveHub();
    const heard = vi.fn();
    hub.subscribe(heard);
    const leave = hub.enter({ Kind: "purchase_order", Key: "233" });
    const header = hub.startEditing();
    const line = hub.startEditing();
    expect(hub.here()).toEqual({ record: { Kind: "purchase_order", Key: "233" }, isEditing: true });
    header();
    header();
    expect(hub.here().isEditing).toBe(true);
    line();
    expect(hub.here().isEditing).toBe(false);
    leave();
    expect(hub.here()).toEqual({ record: null, isEditing: false });
    expect(heard).toHaveBeenCalledTimes(4);
  });

  it("leaving an old screen after entering a new one keeps the new one", () => {
    const hub = createLiveHub();
    const leaveOld = hub.enter({ Kind: "customer", Key: "ACME" });
    hub.enter({ Kind: "customer", Key: "BOLT" });
    leaveOld();
    expect(hub.here().record).toEqual({ Kind: "customer", Key: "BOLT" });
  });

  it("keeps who is on each record until the stream drops", () => {
    const hub = createLiveHub();
    const people = [{ Subject: "dana", Name: "Dana Reyes", Editing: true }];
    hub.publishPresence({ Kind: "purchase_order", Key: "233", People: people });
    expect(hub.peopleOn({ Kind: "purchase_order", Key: "233" })).toEqual(people);
    expect(hub.peopleOn({ Kind: "purchase_order", Key: "234" })).toEqual([]);
    hub.clearPresence();
    expect(hub.peopleOn({ Kind: "purchase_order", Key: "233" })).toEqual([]);
  });

  it("shows a line's and a slip's changes on their PO, an operation's on its WO", () => {
    expect(screenOf({ Kind: "po_line", Key: "233/2" })).toEqual({ Kind: "purchase_order", Key: "233" });
    expect(screenOf({ Kind: "packing_slip", Key: "233/1" })).toEqual({ Kind: "purchase_order", Key: "233" });
    expect(screenOf({ Kind: "wo_operation", Key: "100001/20" })).toEqual({ Kind: "work_order", Key: "100001" });
    expect(screenOf({ Kind: "customer", Key: "ACME" })).toEqual({ Kind: "customer", Key: "ACME" });
  });
});
