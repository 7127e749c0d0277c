import * as React from "react";
import { Search } from "lucide-react";
import { cn } from "../lib/cn";
import type { SearchHandoff } from "./search-handoff";
import { SearchRevealContext } from "./search-reveal";
import { useSearchShortcut } from "./use-search-shortcut";

export const commandSearchLabel = "Search PO, WO or Customer";

/** The box's look, shared with CommandSearch so the swap does not move a pixel. */
export const searchBoxClassName =
  "flex h-10 w-[270px] items-center gap-2 rounded-md border border-input bg-background px-3 text-foreground focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-1";
export const searchInputClassName =
  "h-full min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground disabled:cursor-wait";

export type CommandSearchPlaceholderProps = {
  /** Where what the user does before the palette arrives is kept, for CommandSearch's `takeOver`. */
  handoff: SearchHandoff;
  className?: string;
};

/**
 * The header's search box while the palette's code (cmdk and Radix's popover) downloads: the
 * same box, name and shortcuts, so the header is whole at first paint without them. Focus,
 * text typed and a shortcut's return point pass to the CommandSearch that replaces it.
 */
export function CommandSearchPlaceholder({ handoff, className }: CommandSearchPlaceholderProps) {
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  const searchReveal = React.useContext(SearchRevealContext);
  const isRevealed = React.useRef(false);
  useSearchShortcut(inputRef, {
    onBeforeFocus: () => {
      isRevealed.current = searchReveal?.reveal() ?? false;
    },
    onActivate: (previous) => handoff.shortcutUsed(previous, isRevealed.current),
  });
  const setInput = React.useCallback(
    (input: HTMLInputElement | null) => {
      inputRef.current = input;
      // Kept after unmount: CommandSearch reads what was typed once this box is gone.
      if (input) handoff.attach(input);
    },
    [handoff],
  );
  const handleBlur = (event: React.FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    // Leaving the box, not being replaced by CommandSearch (which removes it while focused).
    queueMicrotask(() => {
      if (input.isConnected) handoff.left();
    });
  };

  return (
    <div
      data-slot="command-search"
      data-state="closed"
      data-status="loading-palette"
      className={cn("relative w-[270px]", className)}
    >
      <div data-slot="command-search-box" className={searchBoxClassName}>
        <Search aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <input
          ref={setInput}
          data-slot="command-search-input"
          aria-label={commandSearchLabel}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={commandSearchLabel}
          onFocus={handoff.focused}
          onBlur={handleBlur}
          className={searchInputClassName}
        />
      </div>
    </div>
  );
}
