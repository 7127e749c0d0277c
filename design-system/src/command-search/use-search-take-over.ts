import * as React from "react";
import type { SearchHandoff } from "./search-handoff";
import type { useReturnFocus } from "./use-return-focus";

type TakeOverOptions = {
  inputRef: React.RefObject<HTMLInputElement | null>;
  returnFocus: ReturnType<typeof useReturnFocus>;
  /** Set when the shortcut had to open the phone menu: Escape closes it again. */
  isRevealedByShortcutRef: React.RefObject<boolean>;
  /** Searches the text typed in the placeholder, as if typed here. */
  setText: (text: string) => void;
  /** Opens the palette (a shortcut used while the swap came). */
  open: () => void;
};

/**
 * On mount, takes over what the user did in the CommandSearchPlaceholder before this box's code
 * arrived: the text (searched), the focus (unless the user has moved on since) and where a
 * shortcut should send the focus back.
 */
export function useSearchTakeOver(takeOver: SearchHandoff | undefined, options: TakeOverOptions) {
  const { inputRef, returnFocus, isRevealedByShortcutRef, setText, open } = options;
  React.useLayoutEffect(() => {
    const taken = takeOver?.take((returnFocusTo, isRevealed) => {
      isRevealedByShortcutRef.current ||= isRevealed;
      inputRef.current?.focus();
      inputRef.current?.select();
      returnFocus.remember(returnFocusTo);
      open();
    });
    if (!taken) return;
    if (taken.returnFocusTo !== undefined) returnFocus.remember(taken.returnFocusTo);
    isRevealedByShortcutRef.current = taken.isRevealedByShortcut;
    if (taken.text) setText(taken.text);
    // The focused placeholder is gone, so the focus is on the page: unless the user moved on.
    const active = document.activeElement;
    if (taken.hasFocus && (!active || active === document.body)) inputRef.current?.focus();
  }, [takeOver, returnFocus, setText, inputRef, isRevealedByShortcutRef, open]);
}
