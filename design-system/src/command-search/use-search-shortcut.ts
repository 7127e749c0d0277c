import * as React from "react";

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Focuses `ref` on Ctrl/Cmd+K anywhere, and on "/" unless the user is typing in a field. */
export function useSearchShortcut(ref: React.RefObject<HTMLInputElement | null>, isEnabled = true) {
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
      input.focus();
      input.select();
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [ref, isEnabled]);
}
