import { isSameValue } from "./same-value";

/**
 * The 409 rule. The user started from `base` (the record as they loaded it) and now has
 * `mine`; someone else saved `theirs` meanwhile. Compare field by field:
 *
 * - a field only they changed is listed, and applying takes theirs;
 * - a field only I changed is not listed and keeps mine;
 * - a field we both changed to the same value is nothing to decide;
 * - a field we both changed differently is a collision: listed, marked, and applying takes
 *   theirs (the user asked for their changes, and sees both values first).
 *
 * "Apply their changes" gives `merged`: the fresh record with my non-colliding edits on top.
 */
export type FieldChange<K extends string> = {
  field: K;
  base: unknown;
  mine: unknown;
  theirs: unknown;
  /** Both changed the field, to different values. */
  isCollision: boolean;
};

export type ConflictMerge<V extends Record<string, unknown>> = {
  /** Fields someone else changed, in `fields` order. */
  changes: FieldChange<Extract<keyof V, string>>[];
  /** Theirs everywhere, except my edits to fields they left alone. */
  merged: V;
  /** The fields `merged` takes from mine (still unsaved edits after applying). */
  keptMine: Extract<keyof V, string>[];
};

export function mergeConflict<V extends Record<string, unknown>>(
  base: V,
  mine: V,
  theirs: V,
  fields: readonly Extract<keyof V, string>[] = Object.keys(theirs) as Extract<keyof V, string>[],
): ConflictMerge<V> {
  const changes: FieldChange<Extract<keyof V, string>>[] = [];
  const keptMine: Extract<keyof V, string>[] = [];
  const merged = { ...theirs };
  for (const field of fields) {
    const isTheirsChanged = !isSameValue(theirs[field], base[field]);
    const isMineChanged = !isSameValue(mine[field], base[field]);
    if (isTheirsChanged) {
      if (isMineChanged && isSameValue(mine[field], theirs[field])) continue;
      changes.push({ field, base: base[field], mine: mine[field], theirs: theirs[field], isCollision: isMineChanged });
    } else if (isMineChanged) {
      merged[field] = mine[field];
      keptMine.push(field);
    }
  }
  return { changes, merged, keptMine };
}
