import { describe, expect, it, vi } from "vitest";
import { createSearchHandoff } from "./search-handoff";

describe("createSearchHandoff", () => {
  it("hands over what was typed, the focus and the shortcut's return point, once", () => {
    const handoff = createSearchHandoff();
    const input = { value: "4500" } as HTMLInputElement;
    const previous = {} as HTMLElement;
    handoff.attach(input);
    handoff.focused();
    handoff.shortcutUsed(previous, true);
    expect(handoff.take(vi.fn())).toEqual({
      text: "4500",
      hasFocus: true,
      returnFocusTo: previous,
      isRevealedByShortcut: true,
    });
    expect(handoff.take(vi.fn())).toBeNull();
  });

  it("forgets the focus and the shortcut when the user leaves the box, but keeps the text", () => {
    const handoff = createSearchHandoff();
    handoff.attach({ value: "45" } as HTMLInputElement);
    handoff.focused();
    handoff.shortcutUsed(null, false);
    handoff.left();
    expect(handoff.take(vi.fn())).toEqual({
      text: "45",
      hasFocus: false,
      returnFocusTo: undefined,
      isRevealedByShortcut: false,
    });
  });

  it("passes on a shortcut the placeholder was still handling when CommandSearch took over", () => {
    const handoff = createSearchHandoff();
    const onLateShortcut = vi.fn();
    handoff.take(onLateShortcut);
    const previous = {} as HTMLElement;
    handoff.shortcutUsed(previous, true);
    expect(onLateShortcut).toHaveBeenCalledExactlyOnceWith(previous, true);
  });
});
