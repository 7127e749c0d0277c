import { ApiError } from "../../api/client";

export type SetError = (path: string, message: string, options?: { shouldFocus?: boolean }) => void;

/**
 * Puts the server's per-field messages (`fields`, e.g. `{ Name: "Required", "Breaks.2.UnitPrice": … }`)
 * on the form's fields. Returns the messages for fields the form does not show.
 */
export function applyServerFieldErrors(
  fields: Record<string, string> | undefined,
  setError: SetError,
  isFormField: (name: string) => boolean,
): string[] {
  const unplaced: string[] = [];
  let isFirst = true;
  for (const [name, message] of Object.entries(fields ?? {})) {
    if (isFormField(name)) {
      setError(name, message, { shouldFocus: isFirst });
      isFirst = false;
    } else {
      unplaced.push(`${name}: ${message}`);
    }
  }
  return unplaced;
}

/** An error's message, whatever was thrown. */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What a form lists above its buttons after a failed save: the server's messages that found no
 * field (`unplaced`), and the error's own message unless every message stands beside its field.
 * A form in a dialog must say it there: the page behind a modal dialog, its toasts included, is
 * inert (design-system/src/dialog/dialog.mdx).
 */
export function formMessagesAfter(error: unknown, unplaced: string[]): string[] {
  const isAllPlaced = error instanceof ApiError && error.fields !== undefined && unplaced.length === 0;
  return isAllPlaced ? [] : [...unplaced, errorMessage(error)];
}
