import type * as React from "react";
import * as Popover from "@radix-ui/react-popover";
import { Command } from "cmdk";
import { cn } from "../lib/cn";
import { PaletteList } from "./palette-list";
import { SearchResultRow } from "./search-result-row";
import { SearchStatusRow } from "./search-status-row";
import type { CommandSearchStatus } from "./command-search-reducer";
import type { PaletteCommand, PaletteCommandGroup, PaletteRecord, PaletteRecordGroup, SearchResultItem } from "./types";

export type CommandSearchPopupProps = {
  /** The box's frame: a press on it is no press outside. */
  anchorRef: React.RefObject<HTMLDivElement | null>;
  listRef: React.RefObject<HTMLDivElement | null>;
  /** The palette's groups and layout, else the plain search's rows. */
  isPalette: boolean;
  /** The list is named for its commands too. */
  hasCommands: boolean;
  commandGroups: PaletteCommandGroup[];
  results: SearchResultItem[];
  recordGroups: PaletteRecordGroup[];
  status: CommandSearchStatus;
  /** The user points at or presses a row (a move of the highlight that is theirs). */
  onPointerMove?: () => void;
  onPickCommand: (command: PaletteCommand) => void;
  onPickResult: (item: SearchResultItem) => void;
  onPickRecord: (record: PaletteRecord) => void;
};

/**
 * What hangs under the header's search box: the list of suggestions (or the palette's groups)
 * and the status row, in a Radix Popover anchored to the box. Render it inside the box's
 * `Command` and `Popover.Root`; the focus stays in the box.
 */
export function CommandSearchPopup({
  anchorRef,
  listRef,
  isPalette,
  hasCommands,
  commandGroups,
  results,
  recordGroups,
  status,
  onPointerMove,
  onPickCommand,
  onPickResult,
  onPickRecord,
}: CommandSearchPopupProps) {
  return (
    <Popover.Portal>
      <Popover.Content
        data-slot="command-search-content"
        role="presentation"
        align="start"
        sideOffset={6}
        collisionPadding={8}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
        className={cn(
          "z-50 w-[min(26rem,calc(100vw-1rem))] rounded-lg border border-border bg-popover p-1 text-popover-foreground shadow-lg",
          // The palette's list grows up to 40rem, never past the screen's edge (the phone menu), and scrolls inside.
          isPalette && "flex max-h-[min(40rem,var(--radix-popover-content-available-height))] flex-col",
        )}
      >
        <Command.List
          ref={listRef}
          data-slot="command-search-list"
          label={hasCommands ? "Commands and search results" : "Search results"}
          onPointerMoveCapture={onPointerMove}
          onPointerDownCapture={onPointerMove}
          className={isPalette ? "min-h-0 overflow-y-auto" : "max-h-80 overflow-y-auto"}
        >
          {isPalette ? (
            <PaletteList
              commandGroups={commandGroups}
              results={results}
              recordGroups={recordGroups}
              onPickCommand={onPickCommand}
              onPickResult={onPickResult}
              onPickRecord={onPickRecord}
            />
          ) : (
            results.map((item, index) => (
              <SearchResultRow key={`${item.POKey}-${index}`} item={item} index={index} onPick={onPickResult} />
            ))
          )}
        </Command.List>
        <SearchStatusRow status={status} />
      </Popover.Content>
    </Popover.Portal>
  );
}
