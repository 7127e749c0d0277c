import * as React from "react";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import { ChevronsUpDown, LoaderCircle } from "lucide-react";
import { cn } from "../lib/cn";
import { Input } from "../input/input";
import type { ComboboxListIds } from "./combobox-popup";
import { LazyComboboxPopup, usePreloadComboboxPopup } from "./use-combobox-popup";

type InputAttributes = Pick<
  React.ComponentProps<"input">,
  "id" | "name" | "placeholder" | "disabled" | "required" | "onBlur" | "ref" | "aria-label" | "aria-labelledby"
>;

export type ComboboxProps<T> = InputAttributes & {
  /** The chosen item, or null (controlled). */
  value?: T | null;
  /** The item chosen at first when `value` is not controlled. */
  defaultValue?: T | null;
  /** Called with the item picked, or null once the text no longer names the chosen one. */
  onChange?: (item: T | null) => void;
  /** Whether the list is shown (controlled); the combobox opens and closes it as the user types, clicks and presses keys. */
  open?: boolean;
  /** Whether the list is shown at first when `open` is not controlled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The text the box shows for an item once it is chosen. */
  itemText: (item: T) => string;
  /** A key unique among the options, e.g. the record's code. */
  itemKey: (item: T) => string;
  /** How an option looks in the list (default: its text). */
  renderItem?: (item: T) => React.ReactNode;
  /** The options for what is typed now; undefined while the first answer loads. */
  options: readonly T[] | undefined;
  /** Called with the trimmed text as the user types, and with "" when the list opens on a chosen item, so the caller can look options up (debounce it there). */
  onSearchChange: (text: string) => void;
  /** A look-up is running: a spinner replaces the chevron, and "Searching…" stands in for an empty list. */
  isLoading?: boolean;
  /** Shown in place of the options while a look-up runs and none are there yet. */
  loadingMessage?: string;
  /** A failed look-up, shown in place of the options. */
  errorMessage?: string;
  /** Shown when the look-up found nothing. */
  emptyMessage?: string;
  /** The list's accessible name, e.g. "Customers". */
  listLabel: string;
  /** On the root element, which holds the box and its list. */
  className?: string;
};

/**
 * A text box that looks records up as the user types and offers them in a list (ARIA 1.2
 * combobox, list autocomplete with the first option active): ↓/↑ open the list and move through
 * it (wrapping), Enter or Tab take the active option, Escape closes the list, and a click picks
 * an option. Home and End stay with the text, as in any text box. Focus never leaves the box:
 * the active option is `aria-activedescendant`. The list is a cmdk list in a Radix Popover,
 * portalled so no scrolling box (a dialog's) clips it. Inside a FormField it takes the field's
 * label and messages. It only picks from what `options` holds; fetching is the caller's.
 */
export function Combobox<T>({
  value: valueProp,
  defaultValue = null,
  onChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  itemText,
  itemKey,
  renderItem,
  options,
  onSearchChange,
  isLoading = false,
  loadingMessage = "Searching…",
  errorMessage,
  emptyMessage = "No matches",
  listLabel,
  className,
  ref,
  onBlur,
  ...inputProps
}: ComboboxProps<T>) {
  const [value, setValue] = useControllableState<T | null>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange,
    caller: "Combobox",
  });
  const [isOpen, setIsOpen] = useControllableState<boolean>({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: "Combobox",
  });
  const [root, setRoot] = React.useState<HTMLDivElement | null>(null);
  usePreloadComboboxPopup();
  const [listIds, setListIds] = React.useState<ComboboxListIds | null>(null);
  // Bumped when a key moved the active option: the list scrolls to keep it in view.
  const [revealCount, setRevealCount] = React.useState(0);
  const chosenText = value ? itemText(value) : "";
  const [text, setText] = React.useState(chosenText);
  const [lastChosenText, setLastChosenText] = React.useState(chosenText);
  const [activeIndex, setActiveIndex] = React.useState(0);
  if (chosenText !== lastChosenText) {
    // Chosen from outside (a reset, a default): show it.
    setLastChosenText(chosenText);
    setText(chosenText);
  }

  const handleListIdsChange = React.useCallback((next: ComboboxListIds | null) => {
    setListIds((current) =>
      current?.listId === next?.listId && current?.activeOptionId === next?.activeOptionId ? current : next,
    );
  }, []);

  const items = options ?? [];
  const message = !isOpen
    ? undefined
    : isLoading && items.length === 0
      ? loadingMessage
      : errorMessage || (items.length === 0 ? emptyMessage : undefined);
  const active = isOpen && message === undefined ? Math.min(activeIndex, items.length - 1) : -1;
  // ARIA 1.2: an expanded combobox controls a listbox. While a message stands in for the
  // options there is none, so the box says collapsed and the message is a live status.
  const isListShown = isOpen && message === undefined && listIds !== null;

  /** Shows the list, offering everything when an item is chosen (its text is no search). */
  function openList() {
    setIsOpen(true);
    onSearchChange(value ? "" : text.trim());
  }

  function choose(item: T) {
    const next = itemText(item);
    setText(next);
    setLastChosenText(next);
    setIsOpen(false);
    setValue(item);
  }

  function handleTextChange(next: string) {
    setText(next);
    setIsOpen(true);
    setActiveIndex(0);
    onSearchChange(next.trim());
    if (value && next !== chosenText) {
      // The caller now holds no choice: that must not reset the text being typed.
      setLastChosenText("");
      setValue(null);
    }
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!isOpen) {
        setActiveIndex(0);
        openList();
        return;
      }
      if (items.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setRevealCount((count) => count + 1);
      setActiveIndex((Math.max(active, 0) + step + items.length) % items.length);
      return;
    }
    if (event.key === "Escape" && isOpen) {
      // The list's, not the dialog around it: the dialog leaves an Escape already handled.
      event.preventDefault();
      setIsOpen(false);
      return;
    }
    const activeItem = active >= 0 ? items[active] : undefined;
    if (event.key === "Enter" && isOpen) {
      // Enter picks; it must not submit the surrounding form.
      event.preventDefault();
      if (activeItem) choose(activeItem);
      return;
    }
    if (event.key === "Tab" && isOpen && activeItem && text.trim() !== "" && text !== chosenText) choose(activeItem);
  }

  return (
    <div
      ref={setRoot}
      data-slot="combobox"
      data-state={isOpen ? "open" : "closed"}
      className={cn("relative", className)}
    >
      <Input
        {...inputProps}
        ref={ref}
        role="combobox"
        aria-expanded={isListShown}
        aria-controls={isListShown ? listIds.listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={isListShown ? listIds.activeOptionId : undefined}
        autoComplete="off"
        value={text}
        className="pr-9"
        onChange={(event) => handleTextChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onClick={() => {
          if (!isOpen) openList();
        }}
        onBlur={(event) => {
          setIsOpen(false);
          if (!value) setText(text.trim());
          onBlur?.(event);
        }}
      />
      <span
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      >
        {isLoading && isOpen ? (
          <LoaderCircle className="size-4 motion-safe:animate-spin" />
        ) : (
          <ChevronsUpDown className="size-4" />
        )}
      </span>
      {isOpen && root && (
        <React.Suspense fallback={null}>
          <LazyComboboxPopup
            anchor={root}
            items={items}
            message={message}
            activeIndex={active}
            revealCount={revealCount}
            itemKey={itemKey as (item: unknown) => string}
            itemText={itemText as (item: unknown) => string}
            renderItem={renderItem as ((item: unknown) => React.ReactNode) | undefined}
            listLabel={listLabel}
            onActiveIndexChange={setActiveIndex}
            onPick={choose as (item: unknown) => void}
            onListIdsChange={handleListIdsChange}
          />
        </React.Suspense>
      )}
    </div>
  );
}
