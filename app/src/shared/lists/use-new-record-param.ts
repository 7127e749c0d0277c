import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * A list's "New …" dialog, open while the URL has `?new=1` (bookmarkable; Back closes it).
 * Closing it also drops `dropOnClose` (e.g. the customer a new part was started for).
 */
export function useNewRecordParam(dropOnClose: readonly string[] = []) {
  const [searchParams, setSearchParams] = useSearchParams();
  const isOpen = searchParams.get("new") === "1";
  const dropKey = dropOnClose.join(",");
  const setOpen = useCallback(
    (open: boolean) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (open) next.set("new", "1");
        else for (const name of ["new", ...dropKey.split(",").filter(Boolean)]) next.delete(name);
        return next;
      }),
    [setSearchParams, dropKey],
  );
  return { isOpen, setOpen, searchParams };
}
