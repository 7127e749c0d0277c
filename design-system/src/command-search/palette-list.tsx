import { Command } from "cmdk";
import { CommandRow, RecordRow } from "./palette-rows";
import { SearchResultRow } from "./search-result-row";
import type { PaletteCommand, PaletteCommandGroup, PaletteRecord, PaletteRecordGroup, SearchResultItem } from "./types";

export const purchaseOrdersHeading = "Purchase orders";

const groupClasses =
  "[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground";

type PaletteListProps = {
  /** Already filtered for the text; empty groups already dropped. */
  commandGroups: PaletteCommandGroup[];
  results: SearchResultItem[];
  recordGroups: PaletteRecordGroup[];
  onPickCommand: (command: PaletteCommand) => void;
  onPickResult: (item: SearchResultItem) => void;
  onPickRecord: (record: PaletteRecord) => void;
};

/**
 * The palette's rows, in order: command groups, the record groups marked `isBeforeResults`, the
 * spec's PO suggestions, then the other record groups (`paletteRowValues` lists them so).
 */
export function PaletteList({
  commandGroups,
  results,
  recordGroups,
  onPickCommand,
  onPickResult,
  onPickRecord,
}: PaletteListProps) {
  const shownRecordGroups = recordGroups.filter((group) => group.items.length > 0);
  const recordGroupRows = (groups: PaletteRecordGroup[]) =>
    groups.map((group) => (
      <Command.Group key={`record:${group.heading}`} heading={group.heading} className={groupClasses}>
        {group.items.map((record) => (
          <RecordRow key={record.id} groupHeading={group.heading} record={record} onPick={onPickRecord} />
        ))}
      </Command.Group>
    ));
  const poRows = results.map((item, index) => (
    <SearchResultRow key={`${item.POKey}-${index}`} item={item} index={index} onPick={onPickResult} />
  ));
  const hasOtherGroups = commandGroups.length > 0 || shownRecordGroups.length > 0;
  return (
    <>
      {commandGroups.map((group) => (
        <Command.Group key={`command:${group.heading}`} heading={group.heading} className={groupClasses}>
          {group.items.map((command) => (
            <CommandRow key={command.id} groupHeading={group.heading} command={command} onPick={onPickCommand} />
          ))}
        </Command.Group>
      ))}
      {recordGroupRows(shownRecordGroups.filter((group) => group.isBeforeResults))}
      {poRows.length > 0 &&
        (hasOtherGroups ? (
          <Command.Group heading={purchaseOrdersHeading} className={groupClasses}>
            {poRows}
          </Command.Group>
        ) : (
          poRows
        ))}
      {recordGroupRows(shownRecordGroups.filter((group) => !group.isBeforeResults))}
    </>
  );
}
