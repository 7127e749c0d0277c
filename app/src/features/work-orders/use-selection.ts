import { useCallback, useMemo, useState } from "react";

/**
 * Rows picked by key, kept while the user pages and filters (so WOs from several pages can be
 * printed together). `toggleAll` picks or drops every key on the current page.
 */
export function useSelection() {
  const [selected, setSelected] = useState<readonly string[]>([]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);

  const toggle = useCallback((key: string, isSelected: boolean) => {
    setSelected((current) =>
      isSelected ? (current.includes(key) ? current : [...current, key]) : current.filter((item) => item !== key),
    );
  }, []);

  const toggleAll = useCallback((keys: readonly string[], isSelected: boolean) => {
    setSelected((current) =>
      isSelected
        ? [...current, ...keys.filter((key) => !current.includes(key))]
        : current.filter((item) => !keys.includes(item)),
    );
  }, []);

  const clear = useCallback(() => setSelected([]), []);

  /** How the page's "select all" box should look: all, some (indeterminate) or none of `keys` picked. */
  const pageState = useCallback(
    (keys: readonly string[]): boolean | "indeterminate" => {
      const count = keys.filter((key) => selectedSet.has(key)).length;
      if (count === 0) return false;
      return count === keys.length ? true : "indeterminate";
    },
    [selectedSet],
  );

  return { selected, isSelected: (key: string) => selectedSet.has(key), toggle, toggleAll, clear, pageState };
}
