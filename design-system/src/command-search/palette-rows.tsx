import { Command } from "cmdk";
import { Kbd } from "../keyboard-shortcuts/kbd";
import { commandValue, recordValue } from "./palette-rules";
import type { PaletteCommand, PaletteRecord } from "./types";

const rowClasses =
  "cursor-pointer rounded-md px-3 py-2 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground";

type CommandRowProps = { groupHeading: string; command: PaletteCommand; onPick: (command: PaletteCommand) => void };

/** A command: icon, label, muted hint, and its key sequence right-aligned. */
export function CommandRow({ groupHeading, command, onPick }: CommandRowProps) {
  const keys = command.shortcut?.trim().split(/\s+/).filter(Boolean) ?? [];
  return (
    <Command.Item
      data-slot="command-search-command"
      value={commandValue(groupHeading, command)}
      onSelect={() => onPick(command)}
      className={`flex items-center gap-3 ${rowClasses}`}
    >
      {command.icon && (
        <span
          aria-hidden
          className="flex size-4 shrink-0 items-center justify-center text-muted-foreground [&_svg]:size-4"
        >
          {command.icon}
        </span>
      )}{" "}
      <span className="flex min-w-0 flex-1 items-baseline gap-2">
        <span className="truncate">{command.label}</span>{" "}
        {command.hint && <span className="truncate text-muted-foreground">{command.hint}</span>}
      </span>{" "}
      {keys.length > 0 && (
        <span data-slot="command-search-shortcut" className="ml-auto flex shrink-0 items-center gap-1">
          {keys.map((key, index) => (
            <Kbd key={index}>{key}</Kbd>
          ))}
        </span>
      )}
    </Command.Item>
  );
}

type RecordRowProps = { groupHeading: string; record: PaletteRecord; onPick: (record: PaletteRecord) => void };

/** A record found by `onSearchRecords`: label and meta on the first line, detail and badges under them. */
export function RecordRow({ groupHeading, record, onPick }: RecordRowProps) {
  return (
    <Command.Item
      data-slot="command-search-record"
      value={recordValue(groupHeading, record.id)}
      onSelect={() => onPick(record)}
      className={`grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 ${rowClasses}`}
    >
      <span className="col-start-1 row-start-1 truncate font-medium">{record.label}</span>{" "}
      {record.meta && <span className="col-start-2 row-start-1 text-right text-muted-foreground">{record.meta}</span>}{" "}
      {record.detail && <span className="col-start-1 row-start-2 truncate text-muted-foreground">{record.detail}</span>}{" "}
      {record.badges && <span className="col-start-2 row-start-2 flex justify-end gap-1">{record.badges}</span>}
    </Command.Item>
  );
}
