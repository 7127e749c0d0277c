import * as React from "react";
import { isTypingTarget } from "../keyboard-shortcuts/is-typing-target";

/**
 * Focuses `ref` on Ctrl/Cmd+K anywhere, and on "/" unless the user is typing in a field.
 * `onActivate` then gets the element that had focus before (null when none did).
 */
export function useSearchShortcut(
  ref: React.RefObject<HTMLInputElement | null>,
  isEnabled = true,
  onActivate?: (previous: HTMLElement | null) => void,
) {
  const onActivateRef = React.useRef(onActivate);
  React.useEffect(() => {
    onActivateRef.current = onActivate;
  });

  React.useEffect(() => {
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
      input.focus();
      input.select();
      onActivateRef.current?.(previous instanceof HTMLElement && previous !== input.ownerDocument.body ? previous : null);
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [ref, isEnabled]);
}
