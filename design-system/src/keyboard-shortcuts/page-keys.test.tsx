import * as React from "react";
import { fireEvent, render, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSearchShortcut } from "../command-search/use-search-shortcut";
import { useKeySequences } from "./use-key-sequences";

// jsdom parses `:modal` but never matches it: here a <dialog> is modal from showModal() to close().
const modal = new WeakSet<Element>();
beforeEach(() => {
  const { showModal } = HTMLDialogElement.prototype;
  const { matches } = Element.prototype;
  vi.spyOn(HTMLDialogElement.prototype, "showModal").mockImplementation(function (this: HTMLDialogElement) {
    modal.add(this);
    showModal.call(this);
  });
  vi.spyOn(Element.prototype, "matches").mockImplementation(function (this: Element, selectors: string) {
    return selectors === ":modal" ? modal.has(this) && (this as HTMLDialogElement).open : matches.call(this, selectors);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** A modal <dialog> with a button in it, open; returns its button and a way to close it. */
function openModal() {
  const dialog = document.createElement("dialog");
  const button = document.createElement("button");
  button.textContent = "Close";
  dialog.append(button);
  document.body.append(dialog);
  dialog.showModal();
  return { button, close: () => dialog.close() };
}

describe("page-wide shortcuts while a modal dialog is open", () => {
  it("leaves 'g' sequences and '?' alone, inside the dialog and out, and works again once it closes", () => {
    const bindings = { "?": vi.fn(), "g c": vi.fn() };
    renderHook(() => useKeySequences(bindings));
    const { button, close } = openModal();
    for (const target of [button, document.body]) {
      expect(fireEvent.keyDown(target, { key: "g" })).toBe(true);
      expect(fireEvent.keyDown(target, { key: "c" })).toBe(true); // not prevented: the key is the dialog's
      fireEvent.keyDown(target, { key: "?", shiftKey: true });
    }
    expect(bindings["g c"]).not.toHaveBeenCalled();
    expect(bindings["?"]).not.toHaveBeenCalled();

    close();
    fireEvent.keyDown(document.body, { key: "g" });
    fireEvent.keyDown(document.body, { key: "c" });
    expect(bindings["g c"]).toHaveBeenCalledTimes(1);
  });

  it("leaves Ctrl+K, Cmd+K and '/' to the dialog: the search box behind it is not focused", () => {
    const onActivate = vi.fn();
    function SearchBox() {
      const ref = React.useRef<HTMLInputElement>(null);
      useSearchShortcut(ref, { onActivate });
      return <input ref={ref} aria-label="Search" />;
    }
    const { getByRole } = render(<SearchBox />);
    const { button, close } = openModal();
    button.focus();
    expect(fireEvent.keyDown(button, { key: "k", ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(button, { key: "k", metaKey: true })).toBe(true);
    expect(fireEvent.keyDown(button, { key: "/" })).toBe(true);
    expect(onActivate).not.toHaveBeenCalled();
    expect(button).toHaveFocus();

    close();
    fireEvent.keyDown(button, { key: "k", ctrlKey: true });
    expect(getByRole("textbox", { name: "Search" })).toHaveFocus();
  });

  it("still works beside a dialog that is open but not modal", () => {
    const bindings = { "?": vi.fn() };
    renderHook(() => useKeySequences(bindings));
    const dialog = document.createElement("dialog");
    dialog.open = true;
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: "?", shiftKey: true });
    expect(bindings["?"]).toHaveBeenCalledTimes(1);
  });
});
