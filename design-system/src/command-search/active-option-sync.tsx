import * as React from "react";
import { useCommandState } from "cmdk";

/**
 * cmdk sets `aria-activedescendant` (on the box and the list) only when it moves the highlight
 * itself, not when a controlled `value` moves it; this points both at the highlighted row, or
 * removes it when there is none. Render it inside `Command`.
 */
export function ActiveOptionSync({ inputRef }: { inputRef: React.RefObject<HTMLInputElement | null> }) {
  // Re-render whenever the highlight, cmdk's idea of it, or the rows change.
  useCommandState((state) => `${state.value}\u0000${state.selectedItemId ?? ""}\u0000${state.filtered.count}`);
  React.useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const list = input.ownerDocument.getElementById(input.getAttribute("aria-controls") ?? "");
    const active = list?.querySelector<HTMLElement>('[cmdk-item][aria-selected="true"]');
    for (const element of [input, list]) {
      if (!element) continue;
      if (active) element.setAttribute("aria-activedescendant", active.id);
      else element.removeAttribute("aria-activedescendant");
    }
  });
  return null;
}
