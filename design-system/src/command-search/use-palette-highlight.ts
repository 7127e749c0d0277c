import * as React from "react";
import { isCommandValue } from "./palette-rules";

/** cmdk's value for "no row highlighted", numbered: a fresh one each time cmdk's own pick is refused. */
const noHighlightPrefix = "\u0000none:";

export type UsePaletteHighlightOptions = {
  /** Off: cmdk keeps its own highlight (the first row after every change), as without the palette. */
  isEnabled: boolean;
  /** The text in the box; a new text forgets the user's row. */
  text: string;
  /** cmdk values of the rows on screen, in order; [] while the list is closed. */
  rowValues: string[];
  /** Whether commands may be highlighted without the user moving to them. */
  canHighlightCommands: boolean;
  /** Whether PO and record rows may be highlighted without the user moving to them. */
  canHighlightRecords: boolean;
};

/**
 * Which row is highlighted when Enter on no row submits the text. cmdk highlights the first row by
 * itself after every change; this keeps that only for the rows `canHighlightCommands` and
 * `canHighlightRecords` allow (the rule: `canAutoHighlight`). Otherwise nothing is highlighted until the user presses an arrow key (or Home, End, Ctrl+N/J/P/K) or points at a row:
 * `markUserMove` marks the change cmdk is about to make as the user's, which is always taken.
 *
 * cmdk copies a controlled `value` into its state only when the prop changes, so refusing its
 * pick means passing a value it has not seen: a new "none" each time. cmdk leaves
 * `aria-activedescendant` behind on such a change; `ActiveOptionSync` puts it right.
 */
export function usePaletteHighlight({
  isEnabled,
  text,
  rowValues,
  canHighlightCommands,
  canHighlightRecords,
}: UsePaletteHighlightOptions) {
  const isUserMove = React.useRef(false);
  // `chosen`: the row the user moved to (or cmdk's own pick, when allowed); `noneCount` numbers the "none" values.
  const [state, setState] = React.useState({ text, chosen: null as string | null, noneCount: 0 });
  if (state.text !== text) setState({ ...state, text, chosen: null }); // a new text starts over, as in cmdk

  const isEligible = (candidate: string) =>
    rowValues.includes(candidate) && (isCommandValue(candidate) ? canHighlightCommands : canHighlightRecords);
  const chosen = state.text === text && state.chosen !== null && rowValues.includes(state.chosen) ? state.chosen : null;
  const value = chosen ?? rowValues.find(isEligible) ?? `${noHighlightPrefix}${state.noneCount}`;

  const onValueChange = (next: string) => {
    const isUsers = isUserMove.current;
    isUserMove.current = false;
    if (isUsers || isEligible(next)) setState((current) => ({ ...current, chosen: next }));
    else setState((current) => ({ ...current, chosen: null, noneCount: current.noneCount + 1 }));
  };

  const markUserMove = React.useCallback(() => {
    isUserMove.current = true;
    // cmdk moves the highlight within the same event, before this runs.
    queueMicrotask(() => {
      isUserMove.current = false;
    });
  }, []);

  return { controlled: isEnabled ? { value, onValueChange } : {}, markUserMove };
}

const navigationKeys = new Set(["ArrowDown", "ArrowUp", "Home", "End"]);

/** Keys with which cmdk moves the highlight (its vim bindings are on: Ctrl+N/J/P/K). */
export function isNavigationKey(event: React.KeyboardEvent): boolean {
  return navigationKeys.has(event.key) || (event.ctrlKey && ["n", "j", "p", "k"].includes(event.key));
}
