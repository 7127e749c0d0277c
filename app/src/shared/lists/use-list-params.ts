import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { parseListParams, writeListParams, type ListParamSpec, type ListParams } from "./list-params";

/**
 * A list's filters, sort and page, kept in the URL. Changing a filter or the sort goes back to
 * page 1; typing in the search box replaces the history entry instead of adding one per key.
 * A sort is any column's; read back, one the list does not sort by falls back to its default.
 */
export function useListParams<F extends Record<string, string>, S extends string>(spec: ListParamSpec<F, S>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams, spec), [searchParams, spec]);

  const setParams = useCallback(
    (
      patch: Partial<Omit<ListParams<F, S>, "sort">> & { sort?: string },
      { replace = false }: { replace?: boolean } = {},
    ) => {
      setSearchParams(
        (current) => {
          const previous = parseListParams(current, spec);
          const isPageChange = Object.keys(patch).every((name) => name === "page");
          const next = { ...previous, ...patch, page: isPageChange ? (patch.page ?? previous.page) : 1 };
          return writeListParams(current, next as ListParams<F, S>, spec);
        },
        { replace },
      );
    },
    [setSearchParams, spec],
  );

  return { params, setParams };
}
