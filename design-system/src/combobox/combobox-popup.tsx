import * as React from "react";
import * as Popover from "@radix-ui/react-popover";
import { CommandItem, CommandList, CommandRoot, useCommandState } from "cmdk";

const popupClasses =
  "relative max-h-[min(16rem,var(--radix-popover-content-available-height))] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md";

/** What the box needs to point at the list: its id, and the active option's. */
export type ComboboxListIds = { listId: string; activeOptionId: string | undefined };

export type ComboboxPopupProps<T> = {
  /** The combobox's root: the popup hangs under it, as wide as it. */
  anchor: HTMLElement;
  /** The options, shown when there is no message. */
  items: readonly T[];
  /** Shown in place of the options (searching, failed, nothing found), as a live status. */
  message: string | undefined;
  /** The active option's index in `items`, -1 for none. */
  activeIndex: number;
  /** Bumped each time a key moves the active option: the list scrolls to show it. */
  revealCount: number;
  itemKey: (item: T) => string;
  itemText: (item: T) => string;
  renderItem?: (item: T) => React.ReactNode;
  /** The list's accessible name. */
  listLabel: string;
  /** The pointer moved onto an option. */
  onActiveIndexChange: (index: number) => void;
  /** A click picked an option. */
  onPick: (item: T) => void;
  /** The list's ids whenever they change, null once the list is gone. */
  onListIdsChange: (ids: ComboboxListIds | null) => void;
};

const keepFocusInBox = (event: Event | React.SyntheticEvent) => event.preventDefault();

/**
 * The Combobox's popup: a Radix Popover anchored to the box and portalled (into the dialog around
 * it, else the body), so no scrolling box clips it; the options are a cmdk list whose highlight
 * follows the box's `activeIndex`. Focus never comes here: the box keeps it and its keys.
 */
export function ComboboxPopup<T>({
  anchor,
  items,
  message,
  activeIndex,
  revealCount,
  itemKey,
  itemText,
  renderItem,
  listLabel,
  onActiveIndexChange,
  onPick,
  onListIdsChange,
}: ComboboxPopupProps<T>) {
  // Inside a modal <dialog> (the top layer, the page under it inert) the popup goes into the
  // dialog, beside the box that scrolls; in the body it would be drawn under the dialog.
  const container = anchor.closest("dialog") ?? undefined;
  const anchorRef = React.useMemo(() => ({ current: anchor }), [anchor]);
  const listRef = React.useRef<HTMLDivElement>(null);
  const activeKey = activeIndex >= 0 && items[activeIndex] ? itemKey(items[activeIndex]) : undefined;

  // cmdk scrolls only to a highlight it moved itself; the box moves it, so the list follows here.
  // The first and last options show the list's padding too.
  React.useLayoutEffect(() => {
    const list = listRef.current;
    const option = list?.querySelectorAll("[cmdk-item]")[activeIndex];
    if (revealCount === 0 || !list || !(option instanceof HTMLElement)) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = activeIndex === 0 ? 0 : option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop =
        activeIndex === items.length - 1
          ? list.scrollHeight
          : option.offsetTop + option.offsetHeight - list.clientHeight;
    // Only a key's move reveals; the pointer's would scroll the list under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealCount]);

  return (
    <Popover.Root open>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal container={container}>
        <Popover.Content
          data-slot="combobox-content"
          // A plain container: the listbox (or the status) inside is what assistive tech meets.
          role="presentation"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={keepFocusInBox}
          onCloseAutoFocus={keepFocusInBox}
          className="z-50 w-(--radix-popover-trigger-width)"
        >
          {message !== undefined ? (
            <div data-slot="combobox-popup" className={popupClasses}>
              <p role="status" data-slot="combobox-message" className="px-2 py-1.5 text-sm text-muted-foreground">
                {message}
              </p>
            </div>
          ) : (
            <CommandRoot
              label={listLabel}
              shouldFilter={false}
              vimBindings={false}
              value={activeKey}
              onValueChange={(key) => {
                const index = items.findIndex((item) => itemKey(item) === key);
                if (index >= 0 && index !== activeIndex) onActiveIndexChange(index);
              }}
            >
              <CommandList ref={listRef} label={listLabel} data-slot="combobox-popup" className={popupClasses}>
                {items.map((item) => (
                  <CommandItem
                    key={itemKey(item)}
                    value={itemKey(item)}
                    data-slot="combobox-option"
                    className="cursor-default rounded-sm px-2 py-1.5 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
                    // A press must not take the focus from the box (its blur closes the list).
                    onMouseDown={keepFocusInBox}
                    onSelect={() => onPick(item)}
                  >
                    {renderItem ? renderItem(item) : itemText(item)}
                  </CommandItem>
                ))}
              </CommandList>
              <ListIds listRef={listRef} onChange={onListIdsChange} />
            </CommandRoot>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Tells the box the list's id and the highlighted option's (cmdk's ids), after each change of either. */
function ListIds({
  listRef,
  onChange,
}: {
  listRef: React.RefObject<HTMLDivElement | null>;
  onChange: (ids: ComboboxListIds | null) => void;
}) {
  // Re-render when cmdk has applied a new highlight to its options.
  useCommandState((state) => state.value);
  React.useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const active = list.querySelector<HTMLElement>('[cmdk-item][aria-selected="true"]');
    onChange({ listId: list.id, activeOptionId: active?.id });
  });
  React.useLayoutEffect(() => () => onChange(null), [onChange]);
  return null;
}
