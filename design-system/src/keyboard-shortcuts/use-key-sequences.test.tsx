import { fireEvent, render, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keySequenceTimeoutMs, useKeySequences } from "./use-key-sequences";

function setup(isEnabled = true) {
  const bindings = { "?": vi.fn(), "g p": vi.fn(), "g w": vi.fn(), "g  c ": vi.fn() };
  const hook = renderHook(({ enabled }) => useKeySequences(bindings, enabled), {
    initialProps: { enabled: isEnabled },
  });
  const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) =>
    fireEvent.keyDown(target, { key, ...init });
  return { ...hook, bindings, press };
}

describe("useKeySequences", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("runs a single-key binding at once and takes the key", () => {
    const { bindings, press } = setup();
    expect(press("?", { shiftKey: true })).toBe(false); // default prevented
    expect(bindings["?"]).toHaveBeenCalledTimes(1);
  });

  it("runs a two-key sequence when the second key comes within 1500 ms", () => {
    const { bindings, press } = setup();
    press("g");
    vi.advanceTimersByTime(keySequenceTimeoutMs - 1);
    press("p");
    expect(bindings["g p"]).toHaveBeenCalledTimes(1);
    expect(bindings["g w"]).not.toHaveBeenCalled();
  });

  it("does nothing when the second key comes after the window", () => {
    const { bindings, press } = setup();
    press("g");
    vi.advanceTimersByTime(keySequenceTimeoutMs);
    press("p");
    expect(bindings["g p"]).not.toHaveBeenCalled();
  });

  it("does nothing for the second key alone, nor after another key came between", () => {
    const { bindings, press } = setup();
    press("p");
    press("g");
    press("x");
    press("p");
    expect(bindings["g p"]).not.toHaveBeenCalled();
  });

  it("starts over when the first key comes again", () => {
    const { bindings, press } = setup();
    press("g");
    vi.advanceTimersByTime(1000);
    press("g");
    vi.advanceTimersByTime(1000);
    press("w");
    expect(bindings["g w"]).toHaveBeenCalledTimes(1);
  });

  it("lets Shift be pressed between the keys, and runs a single key after a pending first one", () => {
    const { bindings, press } = setup();
    press("g");
    press("Shift", { shiftKey: true });
    press("?", { shiftKey: true });
    expect(bindings["?"]).toHaveBeenCalledTimes(1);
    press("p");
    expect(bindings["g p"]).not.toHaveBeenCalled(); // the "g" was used up by "?"
  });

  it("takes the bindings' spacing loosely", () => {
    const { bindings, press } = setup();
    press("g");
    press("c");
    expect(bindings["g  c "]).toHaveBeenCalledTimes(1);
  });

  it("ignores keys typed in an input, a textarea, a select or editable content", () => {
    const { bindings, press } = setup();
    const { container } = render(
      <div>
        <input aria-label="PO number" />
        <textarea aria-label="Notes" />
        <select aria-label="Status">
          <option>Open</option>
        </select>
        <div contentEditable suppressContentEditableWarning>
          <p>Notes</p>
        </div>
      </div>,
    );
    for (const field of container.querySelectorAll("input, textarea, select, p")) {
      press("?", { shiftKey: true }, field);
      press("g", {}, field);
      press("p", {}, field);
    }
    expect(bindings["?"]).not.toHaveBeenCalled();
    expect(bindings["g p"]).not.toHaveBeenCalled();
  });

  it("ignores keys in a widget with typeahead, such as an open menu", () => {
    const { bindings, press } = setup();
    const { getByRole } = render(
      <div role="menu" tabIndex={-1}>
        <div role="menuitem" tabIndex={-1}>
          Print
        </div>
      </div>,
    );
    press("g", {}, getByRole("menuitem"));
    press("p", {}, getByRole("menuitem"));
    expect(bindings["g p"]).not.toHaveBeenCalled();
  });

  it("ignores keys held with Ctrl, Meta or Alt, and a first key pressed so breaks the sequence", () => {
    const { bindings, press } = setup();
    press("?", { ctrlKey: true });
    press("?", { metaKey: true });
    press("?", { altKey: true });
    press("g");
    press("p", { ctrlKey: true });
    press("p");
    expect(bindings["?"]).not.toHaveBeenCalled();
    expect(bindings["g p"]).not.toHaveBeenCalled();
  });

  it("ignores a key another handler took, and held-down repeats", () => {
    const { bindings, press } = setup();
    const takeIt = (event: KeyboardEvent) => event.preventDefault();
    document.body.addEventListener("keydown", takeIt, { once: true });
    press("?", { shiftKey: true });
    press("?", { shiftKey: true, repeat: true });
    expect(bindings["?"]).not.toHaveBeenCalled();
  });

  it("does nothing while turned off, and forgets a pending key when turned off", () => {
    const { bindings, press, rerender } = setup(false);
    press("?", { shiftKey: true });
    expect(bindings["?"]).not.toHaveBeenCalled();
    rerender({ enabled: true });
    press("g");
    rerender({ enabled: false });
    rerender({ enabled: true });
    press("p");
    expect(bindings["g p"]).not.toHaveBeenCalled();
  });

  it("calls the bindings of the latest render", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ run }) => useKeySequences({ "?": run }), { initialProps: { run: first } });
    rerender({ run: second });
    fireEvent.keyDown(document.body, { key: "?" });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("stops listening when unmounted", () => {
    const { bindings, press, unmount } = setup();
    unmount();
    press("?", { shiftKey: true });
    expect(bindings["?"]).not.toHaveBeenCalled();
  });
});
