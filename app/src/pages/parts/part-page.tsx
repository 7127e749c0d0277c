import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import type { PartKey } from "../../api/parts/types";
import { PartsScreen } from "../../features/parts";

/** `/part`: the part search, with the chosen part (`?partNumber=&revision=`) below it. */
export default function PartPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const partNumber = searchParams.get("partNumber") ?? "";
  const revision = searchParams.get("revision") ?? "";
  const handleSelect = useCallback(
    (part: PartKey) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete("new");
        next.delete("customerId");
        next.set("partNumber", part.PartNumber);
        next.set("revision", part.Revision);
        return next;
      }),
    [setSearchParams],
  );
  return (
    <PartsScreen
      selected={partNumber && revision ? { PartNumber: partNumber, Revision: revision } : undefined}
      customerId={searchParams.get("customerId") ?? undefined}
      onSelect={handleSelect}
    />
  );
}
