import * as React from "react";
import * as Popover from "@radix-ui/react-popover";
import { Command } from "cmdk";
import { LoaderCircle, Search } from "lucide-react";
import { cn } from "../lib/cn";
import { SearchResultRow } from "./search-result-row";
import { SearchStatusRow } from "./search-status-row";
import type { SearchFunction, SearchResultItem } from "./types";
import { useCommandSearch } from "./use-command-search";
import { useSearchShortcut } from "./use-search-shortcut";

export const commandSearchLabel = "Search PO, WO or Customer";

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
};

export function CommandSearch({
  onSearch,
  onSelect,
  delayMs = 1000,
  minLength = 3,
  hasShortcut = true,
  className,
  ...props
}: CommandSearchProps) {
  const search = useCommandSearch({ onSearch, delayMs, minLength });
  const inputRef = React.useRef<HTMLInputElement>(null);
  const anchorRef = React.useRef<HTMLDivElement>(null);
  const [isDismissed, setIsDismissed] = React.useState(false);
  const wasLoading = React.useRef(false);
  useSearchShortcut(inputRef, hasShortcut);

  const hasContent = search.status !== "idle" && (search.status !== "waiting" || search.results.length > 0);
  const isOpen = hasContent && !isDismissed;

  // The input is disabled while loading, which drops focus; give it back unless the user moved on.
  React.useEffect(() => {
    if (search.isLoading) {
      wasLoading.current = true;
      return;
    }
    if (!wasLoading.current) return;
    wasLoading.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) inputRef.current?.focus();
  }, [search.isLoading]);

  // cmdk hard-codes aria-expanded="true" on its input; tell assistive tech the truth.
  React.useLayoutEffect(() => {
    inputRef.current?.setAttribute("aria-expanded", String(isOpen));
  });

  const handleInput = (text: string) => {
    setIsDismissed(false);
    search.setText(text);
  };
  const handlePick = (item: SearchResultItem) => {
    onSelect(item);
    search.clear();
    inputRef.current?.focus();
  };
  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown" && isDismissed && hasContent) setIsDismissed(false);
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
      >
        <Popover.Anchor asChild>
          <div
            ref={anchorRef}
            data-slot="command-search-box"
            className="flex h-10 w-[270px] items-center gap-2 rounded-md border border-input bg-background px-3 text-foreground focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-1"
          >
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
              disabled={search.isLoading}
              placeholder={commandSearchLabel}
              className="h-full min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground disabled:cursor-wait"
            />
          </div>
        </Popover.Anchor>
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
            className="z-50 w-[min(26rem,calc(100vw-1rem))] rounded-lg border border-border bg-popover p-1 text-popover-foreground shadow-lg"
          >
            <Command.List data-slot="command-search-list" label="Search results" className="max-h-80 overflow-y-auto">
              {search.results.map((item, index) => (
                <SearchResultRow key={`${item.POKey}-${index}`} item={item} index={index} onPick={handlePick} />
              ))}
            </Command.List>
            <SearchStatusRow status={search.status} />
          </Popover.Content>
        </Popover.Portal>
      </Command>
    </Popover.Root>
  );
}
