// A module of its own: every form's store compares values with it, while only a record's form
// needs the rest of the conflict code (docs/performance.md, "Bundle").

/** Deep equality for form values: strings, numbers, booleans, null, arrays and plain objects. */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => isSameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
