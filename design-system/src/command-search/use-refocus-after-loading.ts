import * as React from "react";

/**
 * The box is disabled while a search loads, which drops its focus: once loading ends, gives the
 * focus back, unless the user has moved on (the focus is somewhere else than the page).
 */
export function useRefocusAfterLoading(inputRef: React.RefObject<HTMLInputElement | null>, isLoading: boolean) {
  const wasLoading = React.useRef(false);
  React.useEffect(() => {
    if (isLoading) {
      wasLoading.current = true;
      return;
    }
    if (!wasLoading.current) return;
    wasLoading.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) inputRef.current?.focus();
  }, [isLoading, inputRef]);
}
