import { afterEach, describe, expect, it, vi } from "vitest";
import { add, getSize, removeAll } from "./page-exit";

describe("page-exit (unload on pagehide)", () => {
  afterEach(removeAll);

  it("runs each listener once when the page goes, not when it is kept for back/forward", () => {
    const listener = vi.fn();
    add(listener);
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false }));
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getSize()).toBe(0);
  });

  it("lets a listener be removed or run early", () => {
    const removed = vi.fn();
    const early = vi.fn();
    add(removed).remove();
    add(early).run();
    expect(early).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false }));
    expect(removed).not.toHaveBeenCalled();
    expect(early).toHaveBeenCalledTimes(1);
  });
});
