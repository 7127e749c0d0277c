import * as React from "react";
import * as Popover from "@radix-ui/react-popover";
import { Command } from "cmdk";
import { LoaderCircle, Search } from "lucide-react";
import { cn } from "../lib/cn";
import { ActiveOptionSync } from "./active-option-sync";
import { commandSearchLabel, searchBoxClassName, searchInputClassName } from "./command-search-placeholder";
import { countResults } from "./command-search-reducer";
import { canAutoHighlight, filterCommands, paletteRowValues, resultCountText } from "./palette-rules";
import { CommandSearchPopup } from "./command-search-popup";
import type {
  PaletteCommand,
  PaletteCommandGroup,
  PaletteRecord,
  RecordSearchFunction,
  SearchFunction,
  SearchResultItem,
} from "./types";
import { useCommandSearch } from "./use-command-search";
import { isNavigationKey, usePaletteHighlight } from "./use-palette-highlight";
import { useReturnFocus } from "./use-return-focus";
import type { SearchHandoff } from "./search-handoff";
import { SearchRevealContext } from "./search-reveal";
import { submitText } from "./submit-text";
import { useSearchShortcut } from "./use-search-shortcut";
import { useSearchTakeOver } from "./use-search-take-over";
import { useRefocusAfterLoading } from "./use-refocus-after-loading";

export { commandSearchLabel };

export type CommandSearchProps = Omit<React.ComponentProps<typeof Command>, "onSelect" | "label" | "children"> & {
  /** Runs a search; called only for 3+ characters, `delayMs` after the last keystroke. */
  onSearch: SearchFunction;
  /** Called with the picked suggestion; the box clears itself afterwards. */
  onSelect: (item: SearchResultItem) => void;
  /** Wait after the last keystroke before searching, in ms. */
  delayMs?: number;
  /** Fewest characters (after trimming) worth a search. */
  minLength?: number;
  /** Listen for Ctrl/Cmd+K and "/" to focus the box; turn off when two boxes are mounted. */
  hasShortcut?: boolean;
  /**
   * Makes the box a command palette: these groups (e.g. Recent, Go to, Create, Actions) show, in
   * this order, as soon as the box gets focus; typing filters them at once (label or keyword
   * contains the text, any case). Picking one calls its `onSelect` and clears the box.
   */
  commands?: PaletteCommandGroup[];
  /**
   * Looks records up (customers, parts, suppliers, WOs…) beside `onSearch`, with its timing and in
   * one loading state; its groups follow the PO suggestions (but those marked `isBeforeResults`, which
   * precede them), which then get a "Purchase orders" heading.
   */
  onSearchRecords?: RecordSearchFunction;
  /**
   * Enter with no row highlighted calls it with the trimmed text at once, even before the search
   * has run or answered (a WO number typed, or scanned from a traveler). The text stays, selected,
   * and its search goes on, unless it answers (or resolves to) `true`: the text was used (the WO
   * opened), and the box clears as after a pick. With it, a number (digits only) never highlights
   * a row by itself, and neither do rows left from the previous text: Enter reaches a row only
   * once the user moved to it.
   */
  onSubmitText?: (text: string) => unknown;
  /**
   * Takes over from the CommandSearchPlaceholder this box replaces: its text (searched as if
   * typed here), its focus (unless the user has moved on since) and a shortcut's return point.
   */
  takeOver?: SearchHandoff;
};

export function CommandSearch({
  onSearch,
  onSelect,
  delayMs = 1000,
  minLength = 3,
  hasShortcut = true,
  commands,
  onSearchRecords,
  onSubmitText,
  takeOver,
  className,
  ...props
}: CommandSearchProps) {
  const search = useCommandSearch({ onSearch, onSearchRecords, delayMs, minLength });
  const inputRef = React.useRef<HTMLInputElement>(null);
  const anchorRef = React.useRef<HTMLDivElement>(null);
  const listRef = React.useRef<HTMLDivElement>(null);
  const [isDismissed, setIsDismissed] = React.useState(true);
  const isPalette = commands !== undefined || onSearchRecords !== undefined || onSubmitText !== undefined;
  const returnFocus = useReturnFocus(inputRef);
  const searchReveal = React.useContext(SearchRevealContext);
  // The shortcut opened the phone menu to reach the box: Escape closes it again.
  const isRevealedByShortcutRef = React.useRef(false);
  const open = React.useCallback(() => setIsDismissed(false), []);

  useSearchShortcut(inputRef, {
    isEnabled: hasShortcut,
    onBeforeFocus: () => {
      if (searchReveal?.reveal()) isRevealedByShortcutRef.current = true;
    },
    onActivate: (previous) => {
      if (!isPalette) return;
      returnFocus.remember(previous);
      setIsDismissed(false);
    },
  });

  const shownCommands = React.useMemo(
    () => (commands ? filterCommands(commands, search.text) : []),
    [commands, search.text],
  );
  const hasRows = search.results.length > 0 || search.recordGroups.some((group) => group.items.length > 0);
  const hasContent = search.status !== "idle" && (search.status !== "waiting" || hasRows);
  const isOpen = (hasContent || shownCommands.length > 0) && !isDismissed;

  const rowValues = isOpen ? paletteRowValues(shownCommands, search.results, search.recordGroups) : [];
  const highlight = usePaletteHighlight({
    isEnabled: onSubmitText !== undefined,
    text: search.text,
    rowValues,
    canHighlightCommands: canAutoHighlight("command", search.status, search.text),
    canHighlightRecords: canAutoHighlight("record", search.status, search.text),
  });

  useSearchTakeOver(takeOver, {
    inputRef,
    returnFocus,
    isRevealedByShortcutRef,
    setText: search.setText,
    open,
  });

  useRefocusAfterLoading(inputRef, search.isLoading);

  // cmdk hard-codes aria-expanded="true" on its input; tell assistive tech the truth.
  React.useLayoutEffect(() => {
    inputRef.current?.setAttribute("aria-expanded", String(isOpen));
  });

  const handleInput = (text: string) => {
    setIsDismissed(false);
    search.setText(text);
  };
  const finishPick = () => {
    search.clear();
    // In the phone menu, a pick closes the menu (the focus goes to its button); elsewhere the box keeps the focus.
    if (searchReveal) searchReveal.hideAfterPick();
    else inputRef.current?.focus();
    if (!isPalette) return;
    setIsDismissed(true);
    returnFocus.forget();
    isRevealedByShortcutRef.current = false;
  };
  const handlePick = (item: SearchResultItem) => {
    onSelect(item);
    finishPick();
  };
  const handlePickCommand = (command: PaletteCommand) => {
    command.onSelect();
    finishPick();
  };
  const handlePickRecord = (record: PaletteRecord) => {
    record.onSelect();
    finishPick();
  };
  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (isNavigationKey(event)) highlight.markUserMove();
    if (event.key === "ArrowDown" && isDismissed && (hasContent || shownCommands.length > 0)) setIsDismissed(false);
    if (onSubmitText)
      submitText(event, { input: inputRef.current, list: listRef.current, onSubmitText, onUsed: finishPick });
    if (event.key === "Escape" && isPalette) {
      // Read first: giving the focus back blurs the box, which forgets it.
      const shouldHide = isRevealedByShortcutRef.current;
      setIsDismissed(true);
      returnFocus.restore();
      if (shouldHide) searchReveal?.hide();
    }
  };
  // Focus or a click on the box opens the palette.
  const handleFocus = () => setIsDismissed(false);
  const handleBlur = (event: React.FocusEvent<HTMLInputElement>) => {
    // Disabled while loading is not the user leaving.
    if (event.currentTarget.disabled) return;
    returnFocus.forget();
    isRevealedByShortcutRef.current = false;
  };

  return (
    <Popover.Root open={isOpen} onOpenChange={(open) => setIsDismissed(!open)}>
      <Command
        data-slot="command-search"
        data-state={isOpen ? "open" : "closed"}
        data-status={search.status}
        label={commandSearchLabel}
        shouldFilter={false}
        loop
        onKeyDown={handleKeyDown}
        className={cn("relative w-[270px]", className)}
        {...props}
        {...highlight.controlled}
      >
        <Popover.Anchor asChild>
          <div ref={anchorRef} data-slot="command-search-box" className={searchBoxClassName}>
            {search.isLoading ? (
              <LoaderCircle aria-hidden className="size-4 shrink-0 animate-spin text-muted-foreground" />
            ) : (
              <Search aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            )}
            <Command.Input
              ref={inputRef}
              data-slot="command-search-input"
              value={search.text}
              onValueChange={handleInput}
              onFocus={isPalette ? handleFocus : undefined}
              onClick={isPalette ? handleFocus : undefined}
              onBlur={isPalette ? handleBlur : undefined}
              disabled={search.isLoading}
              placeholder={commandSearchLabel}
              className={searchInputClassName}
            />
          </div>
        </Popover.Anchor>
        {isPalette && (
          <p role="status" data-slot="command-search-count" className="sr-only">
            {search.status === "results" ? resultCountText(countResults(search.results, search.recordGroups)) : ""}
          </p>
        )}
        {onSubmitText && <ActiveOptionSync inputRef={inputRef} />}
        <CommandSearchPopup
          anchorRef={anchorRef}
          listRef={listRef}
          isPalette={isPalette}
          hasCommands={commands !== undefined}
          commandGroups={shownCommands}
          results={search.results}
          recordGroups={search.recordGroups}
          status={search.status}
          onPointerMove={onSubmitText ? highlight.markUserMove : undefined}
          onPickCommand={handlePickCommand}
          onPickResult={handlePick}
          onPickRecord={handlePickRecord}
        />
      </Command>
    </Popover.Root>
  );
}
