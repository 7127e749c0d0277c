import type * as React from "react";

const highlightedRow = '[cmdk-item][aria-selected="true"]';

type SubmitTextOptions = {
  input: HTMLInputElement | null;
  list: HTMLElement | null;
  onSubmitText: (text: string) => unknown;
  /** The caller used the text (answered `true`): the box clears as after a pick. */
  onUsed: () => void;
};

/**
 * Enter with no row highlighted hands the trimmed text to `onSubmitText` at once, even before its
 * search has answered (a WO number typed, or scanned from a traveler). The text stays, selected,
 * and its search goes on, so the next scan or keystroke replaces it; used, it clears.
 */
export function submitText(event: React.KeyboardEvent, { input, list, onSubmitText, onUsed }: SubmitTextOptions) {
  if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
  const text = input?.value.trim() ?? "";
  if (!text || list?.querySelector(highlightedRow)) return;
  event.preventDefault(); // cmdk: nothing to pick
  const used = onSubmitText(text);
  input?.select();
  void Promise.resolve(used).then((isUsed) => {
    if (isUsed === true) onUsed();
  });
}
