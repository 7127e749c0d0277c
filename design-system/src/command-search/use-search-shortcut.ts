import * as React from "react";
import { isTypingTarget } from "../keyboard-shortcuts/is-typing-target";
import { onPageKeyDown } from "../keyboard-shortcuts/page-keys";

export type SearchShortcutOptions = {
  /** Listen at all; turn off when two boxes are mounted. */
  isEnabled?: boolean;
  /** Runs before the box is focused: shows it when a container hides it (the phone menu). */
  onBeforeFocus?: () => void;
  /** The box has focus; `previous` is the element that had it before (null when none did). */
  onActivate?: (previous: HTMLElement | null) => void;
};

/**
 * Focuses `ref` on Ctrl/Cmd+K anywhere, and on "/" unless the user is typing in a field; neither
 * while a modal dialog is open (`onPageKeyDown`).
 */
export function useSearchShortcut(
  ref: React.RefObject<HTMLInputElement | null>,
  { isEnabled = true, onBeforeFocus, onActivate }: SearchShortcutOptions = {},
) {
  const callbacks = React.useRef({ onBeforeFocus, onActivate });
  React.useLayoutEffect(() => {
    callbacks.current = { onBeforeFocus, onActivate };
  });

  // Listening from the commit itself (a layout effect): when CommandSearch replaces its
  // placeholder, the placeholder's listener must be gone and the box's in place before any
  // key can arrive, or a Ctrl+K in between would focus the removed placeholder.
  React.useLayoutEffect(() => {
    if (!isEnabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      const isCommandK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k";
      const isSlash =
        event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
      if (!isCommandK && !isSlash) return;
      const input = ref.current;
      if (!input || input.disabled) return;
      event.preventDefault();
      const previous = input.ownerDocument.activeElement;
      callbacks.current.onBeforeFocus?.();
      input.focus();
      input.select();
      callbacks.current.onActivate?.(
        previous instanceof HTMLElement && previous !== input.ownerDocument.body ? previous : null,
      );
    };
    return onPageKeyDown(handleKeyDown);
  }, [ref, isEnabled]);
}
