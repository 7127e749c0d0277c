import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { CommandSearch, type SearchHandoff, type SearchResultItem } from "@shopdesk/design-system";
import { useApi } from "../api/api-context";
import { searchOrders } from "../api/search/search-orders";
import { usePalette } from "./use-palette";

export type PaletteSearchProps = { takeOver?: SearchHandoff };

/** The header's search box: the spec's PO search (a suggestion opens `/po/{POKey}`) inside the command palette. */
export function PaletteSearch({ takeOver }: PaletteSearchProps) {
  const palette = usePalette();
  const api = useApi();
  const navigate = useNavigate();
  const handleSearch = useCallback((text: string, signal?: AbortSignal) => searchOrders(api, text, signal), [api]);
  const handleSelect = useCallback((item: SearchResultItem) => void navigate(`/po/${item.POKey}`), [navigate]);
  return (
    <CommandSearch
      onSearch={handleSearch}
      onSelect={handleSelect}
      commands={palette.commands}
      onSearchRecords={palette.onSearchRecords}
      onSubmitText={palette.onSubmitText}
      takeOver={takeOver}
    />
  );
}
