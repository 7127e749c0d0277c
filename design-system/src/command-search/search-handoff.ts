/** What the user did in the placeholder, as CommandSearch takes it over. */
export type SearchHandoffState = {
  /** What was typed. */
  text: string;
  /** The user is in the box. */
  hasFocus: boolean;
  /** Set when Ctrl/Cmd+K or "/" brought the focus: where it was (null: nowhere). */
  returnFocusTo: HTMLElement | null | undefined;
  /** The shortcut had to open the phone menu to reach the box; Escape closes it again. */
  isRevealedByShortcut: boolean;
};

/**
 * What the header's search box placeholder passes to the CommandSearch that replaces it once
 * the palette's code has downloaded. The placeholder reports; CommandSearch takes it, once.
 */
export type SearchHandoff = {
  /** The placeholder's input, read when taken (what was typed up to the swap). */
  attach: (input: HTMLInputElement) => void;
  focused: () => void;
  /** The user left the box (not the swap, which removes it while focused). */
  left: () => void;
  shortcutUsed: (returnFocusTo: HTMLElement | null, isRevealed: boolean) => void;
  /**
   * What the user did, the first time; nothing after, so a later CommandSearch takes nothing.
   * `onLateShortcut` gets a shortcut the placeholder was still handling when the swap came
   * (its reveal of the phone menu re-renders the header, which can mount CommandSearch).
   */
  take: (onLateShortcut: (returnFocusTo: HTMLElement | null, isRevealed: boolean) => void) => SearchHandoffState | null;
};

export function createSearchHandoff(): SearchHandoff {
  let input: HTMLInputElement | null = null;
  let isTaken = false;
  let onLate: ((returnFocusTo: HTMLElement | null, isRevealed: boolean) => void) | undefined;
  const state: Omit<SearchHandoffState, "text"> = {
    hasFocus: false,
    returnFocusTo: undefined,
    isRevealedByShortcut: false,
  };
  return {
    attach: (element) => {
      input = element;
    },
    focused: () => {
      state.hasFocus = true;
    },
    left: () => {
      Object.assign(state, { hasFocus: false, returnFocusTo: undefined, isRevealedByShortcut: false });
    },
    shortcutUsed: (returnFocusTo, isRevealed) => {
      if (isTaken) return onLate?.(returnFocusTo, isRevealed);
      state.returnFocusTo = returnFocusTo;
      state.isRevealedByShortcut ||= isRevealed;
    },
    take: (onLateShortcut) => {
      if (isTaken) return null;
      isTaken = true;
      onLate = onLateShortcut;
      return { ...state, text: input?.value ?? "" };
    },
  };
}
