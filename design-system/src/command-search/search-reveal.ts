import * as React from "react";

/**
 * How a container that can hide the search box (the header's collapsed phone menu) lets the
 * box's shortcut reach it: Ctrl/Cmd+K and "/" show the box before focusing it, and Escape hides
 * it again if the shortcut had to show it. A pick from the box hides it whoever showed it.
 */
export type SearchReveal = {
  /**
   * Shows the box now, before the shortcut focuses it (a hidden element cannot take focus).
   * Answers true when it had to (the menu was closed), false when the box was already shown.
   */
  reveal: () => boolean;
  /** Hides the box again (closes the menu). */
  hide: () => void;
  /**
   * Something was picked from the box: closes the menu and puts the focus on its button (the box
   * is hidden with the menu), so what the pick opens (a "New …" dialog) is not under the menu.
   */
  hideAfterPick: () => void;
};

export const SearchRevealContext = React.createContext<SearchReveal | null>(null);
