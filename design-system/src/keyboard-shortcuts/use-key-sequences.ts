import * as React from "react";
import { isTypingTarget } from "./is-typing-target";
import { onPageKeyDown } from "./page-keys";

/** How long after the first key of a sequence ("g") the second ("p") still counts, in ms. */
export const keySequenceTimeoutMs = 1500;

/** Pressing these alone is part of typing the next key ("?" is Shift+/), never a key of its own. */
const modifierKeys = new Set(["Shift", "Control", "Alt", "AltGraph", "Meta", "CapsLock", "Fn", "OS"]);

/** Widgets that take letter keys themselves (typeahead in lists, menus and grids). */
const typeaheadWidgets =
  '[role="combobox"],[role="listbox"],[role="menu"],[role="menubar"],[role="grid"],[role="tree"],[role="textbox"],[role="spinbutton"]';

function isIgnored(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  const { target } = event;
  return isTypingTarget(target) || (target instanceof Element && target.closest(typeaheadWidgets) !== null);
}

/** "g  p " → "g p", so a binding's spacing does not matter. */
function normalize(bindings: Record<string, () => void>): Map<string, () => void> {
  return new Map(Object.entries(bindings).map(([keys, run]) => [keys.trim().split(/\s+/).join(" "), run]));
}

/**
 * Page-wide keyboard shortcuts, GitHub and Gmail style: a single key ("?") or two keys one after
 * the other ("g p"), the second within `keySequenceTimeoutMs` of the first. Keys are `KeyboardEvent.key`
 * values, case-sensitive ("?" is typed with Shift, which is allowed). Nothing fires while the
 * user types in an input, textarea, select, editable content or a widget with typeahead, or
 * holds Ctrl, Meta (⌘) or Alt; nor for a key another handler already took (`defaultPrevented`);
 * nor while a modal dialog is open (`onPageKeyDown`).
 * A key bound on its own fires at once, so it cannot also start a sequence.
 */
export function useKeySequences(bindings: Record<string, () => void>, isEnabled = true) {
  const bindingsRef = React.useRef(bindings);
  React.useEffect(() => {
    bindingsRef.current = bindings;
  });

  // A layout effect: the keys work from the commit that shows the page, not a paint later (a
  // key pressed in between was lost; the search shortcut listens the same way).
  React.useLayoutEffect(() => {
    if (!isEnabled) return;
    let pending: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reset = () => {
      pending = null;
      clearTimeout(timer);
    };

    const handleKeyDown = (event: KeyboardEvent) => {
      if (modifierKeys.has(event.key) || event.repeat) return;
      if (event.defaultPrevented || event.isComposing || isIgnored(event)) {
        reset();
        return;
      }
      const bound = normalize(bindingsRef.current);
      const first = pending;
      reset();
      const run = (first !== null ? bound.get(`${first} ${event.key}`) : undefined) ?? bound.get(event.key);
      if (run) {
        event.preventDefault();
        run();
        return;
      }
      if ([...bound.keys()].some((keys) => keys.startsWith(`${event.key} `))) {
        pending = event.key;
        timer = setTimeout(reset, keySequenceTimeoutMs);
      }
    };

    const stopListening = onPageKeyDown(handleKeyDown);
    return () => {
      stopListening();
      reset();
    };
  }, [isEnabled]);
}
