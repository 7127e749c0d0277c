import { Command } from "cmdk";
import { formatDate } from "../format";
import type { SearchResultItem } from "./types";

/** cmdk needs a unique value per row; one PO can appear once per WO. */
export function resultValue(item: SearchResultItem, index: number): string {
  return `${item.POKey}:${item.WONumber ?? ""}:${index}`;
}

type SearchResultRowProps = {
  item: SearchResultItem;
  index: number;
  onPick: (item: SearchResultItem) => void;
};

export function SearchResultRow({ item, index, onPick }: SearchResultRowProps) {
  return (
    <Command.Item
      data-slot="command-search-item"
      value={resultValue(item, index)}
      onSelect={() => onPick(item)}
      className="grid cursor-pointer grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
    >
      <span className="truncate font-medium">
        <span className="sr-only">PO </span>
        {item.PONumber}
      </span>
      <span className="text-right text-muted-foreground tabular-nums">{formatDate(item.PODate)}</span>
      <span className="truncate text-muted-foreground">{item.CustomerId}</span>
      <span className="text-right text-muted-foreground">
        WO <span className="tabular-nums">{item.WONumber ?? "N/A"}</span>
      </span>
    </Command.Item>
  );
}
