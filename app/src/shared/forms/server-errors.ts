import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * Puts the server's per-field messages (`fields`, e.g. `{ Name: "Required", "Breaks.2.UnitPrice": … }`)
 * on the form's fields. Returns the messages for fields the form does not show.
 */
export function applyServerFieldErrors<V extends FieldValues>(
  fields: Record<string, string> | undefined,
  setError: UseFormSetError<V>,
  isFormField: (name: string) => boolean,
): string[] {
  const unplaced: string[] = [];
  let isFirst = true;
  for (const [name, message] of Object.entries(fields ?? {})) {
    if (isFormField(name)) {
      setError(name as Path<V>, { type: "server", message }, { shouldFocus: isFirst });
      isFirst = false;
    } else {
      unplaced.push(`${name}: ${message}`);
    }
  }
  return unplaced;
}
