import * as React from "react";

/**
 * Where focus was when Ctrl/Cmd+K or "/" brought it to the box, for Escape to take it back
 * (to the page itself when nothing had focus). Forgotten once the user leaves the box.
 */
export function useReturnFocus(inputRef: React.RefObject<HTMLInputElement | null>) {
  const stored = React.useRef<{ element: HTMLElement | null } | null>(null);
  return React.useMemo(
    () => ({
      /** The shortcut fired; `previous` had focus (null: nothing did). */
      remember(previous: HTMLElement | null) {
        if (previous !== inputRef.current) stored.current = { element: previous };
      },
      forget() {
        stored.current = null;
      },
      /** Gives focus back, if a shortcut brought it; forgets either way. */
      restore() {
        const target = stored.current;
        stored.current = null;
        if (target?.element?.isConnected) target.element.focus();
        else if (target) inputRef.current?.blur();
      },
    }),
    [inputRef],
  );
}
