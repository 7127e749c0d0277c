import type { CommandSearchStatus } from "./command-search-reducer";
import { resultValue } from "./search-result-row";
import type { PaletteCommand, PaletteCommandGroup, PaletteRecordGroup, SearchResultItem } from "./types";

/** Prefix of a command row's cmdk value; record and PO rows never start with it. */
const commandPrefix = "command:";

export function commandValue(groupHeading: string, command: PaletteCommand): string {
  return `${commandPrefix}${groupHeading}:${command.id}`;
}

export function recordValue(groupHeading: string, recordId: string): string {
  return `record:${groupHeading}:${recordId}`;
}

export function isCommandValue(value: string): boolean {
  return value.startsWith(commandPrefix);
}

function matches(command: PaletteCommand, needle: string): boolean {
  if (command.label.toLowerCase().includes(needle)) return true;
  return command.keywords?.some((keyword) => keyword.toLowerCase().includes(needle)) ?? false;
}

/**
 * The commands shown for `text`: every group as given when the box is empty, else the commands
 * whose label or a keyword contains the trimmed text (case-insensitive), groups left empty dropped.
 */
export function filterCommands(groups: PaletteCommandGroup[], text: string): PaletteCommandGroup[] {
  const needle = text.trim().toLowerCase();
  const shown = needle
    ? groups
        .filter((group) => !group.isOnlyWhenEmpty)
        .map((group) => ({ ...group, items: group.items.filter((item) => matches(item, needle)) }))
    : groups;
  return shown.filter((group) => group.items.length > 0);
}

/** cmdk values of the palette's rows, in the order `PaletteList` shows them. */
export function paletteRowValues(
  commandGroups: PaletteCommandGroup[],
  results: SearchResultItem[],
  recordGroups: PaletteRecordGroup[],
): string[] {
  const records = (groups: PaletteRecordGroup[]) =>
    groups.flatMap((group) => group.items.map((record) => recordValue(group.heading, record.id)));
  return [
    ...commandGroups.flatMap((group) => group.items.map((command) => commandValue(group.heading, command))),
    ...records(recordGroups.filter((group) => group.isBeforeResults)),
    ...results.map((item, index) => resultValue(item, index)),
    ...records(recordGroups.filter((group) => !group.isBeforeResults)),
  ];
}

/** Digits only, once trimmed: a WO number typed or scanned from a traveler's barcode. */
export function isNumberText(text: string): boolean {
  return /^\d+$/.test(text.trim());
}

/**
 * Whether a row may be highlighted without the user moving to it, when Enter on no highlighted
 * row submits the text (`onSubmitText`). A PO or record row only once it answers the text now in
 * the box (not while it is left from the previous text and the new search waits): then Enter
 * opens the first suggestion, as the spec's search does. A command, for any text but a number:
 * digits are a WO number typed or scanned from a traveler's barcode, and Enter before the
 * search has answered submits them, whatever commands are on screen.
 */
export function canAutoHighlight(row: "command" | "record", status: CommandSearchStatus, text: string): boolean {
  if (row === "record") return status === "results";
  return !isNumberText(text);
}

/** What the live region says when an answer arrives: "1 result", "5 results". */
export function resultCountText(count: number): string {
  return `${count} ${count === 1 ? "result" : "results"}`;
}
