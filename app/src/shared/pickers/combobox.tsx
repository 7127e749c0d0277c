import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { ChevronsUpDown, LoaderCircle } from "lucide-react";
import { cn, Input } from "@shopdesk/design-system";

export type ComboboxProps<T> = {
  /** The chosen item, or null. */
  value: T | null;
  /** Called with the item picked, or null once the text no longer names the chosen one. */
  onChange: (item: T | null) => void;
  /** The text the box shows for an item once it is chosen. */
  itemText: (item: T) => string;
  itemKey: (item: T) => string;
  /** How an option looks in the list (default: its text). */
  renderItem?: (item: T) => ReactNode;
  /** The options for what is typed now; undefined while the first answer loads. */
  options: readonly T[] | undefined;
  /** Called as the user types, so the caller can look options up (debounce it there). */
  onSearchChange: (text: string) => void;
  isLoading?: boolean;
  /** A failed look-up, shown in place of the options. */
  errorMessage?: string;
  /** Shown when the look-up found nothing. */
  emptyMessage?: string;
  /** The list's accessible name, e.g. "Customers". */
  listLabel: string;
  placeholder?: string;
  disabled?: boolean;
  /** The input's id (inside a FormField it takes the field's). */
  id?: string;
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

/**
 * A text box that looks records up as the user types and offers them in a list (ARIA 1.2
 * combobox, list autocomplete with the first option active): ↓/↑ move, Enter or Tab take the
 * active option, Escape closes the list. Inside a FormField it takes the field's label and
 * messages. It only picks from what `options` holds; fetching is the caller's.
 */
export function Combobox<T>({
  value,
  onChange,
  itemText,
  itemKey,
  renderItem,
  options,
  onSearchChange,
  isLoading = false,
  errorMessage,
  emptyMessage = "No matches",
  listLabel,
  placeholder,
  disabled,
  id,
  name,
  onBlur,
  ref,
  className,
}: ComboboxProps<T>) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const chosenText = value ? itemText(value) : "";
  const [text, setText] = useState(chosenText);
  const [lastChosenText, setLastChosenText] = useState(chosenText);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  if (chosenText !== lastChosenText) {
    // Chosen from outside (a reset, a default): show it.
    setLastChosenText(chosenText);
    setText(chosenText);
  }
  const items = options ?? [];
  const active = isOpen ? Math.min(activeIndex, items.length - 1) : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // Radix dialogs close on Escape from a capture listener on the document. While the list is
  // open, Escape belongs to it: mark the event handled before the dialog sees it.
  useEffect(() => {
    if (!isOpen) return;
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape" && event.target === inputRef.current) event.preventDefault();
    };
    window.addEventListener("keydown", handleKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", handleKeyDown, { capture: true });
  }, [isOpen]);

  function choose(item: T) {
    const next = itemText(item);
    setText(next);
    setLastChosenText(next);
    setIsOpen(false);
    onChange(item);
  }

  function handleTextChange(next: string) {
    setText(next);
    setIsOpen(true);
    setActiveIndex(0);
    onSearchChange(next.trim());
    if (value && next !== chosenText) {
      // The caller now holds no choice: that must not reset the text being typed.
      setLastChosenText("");
      onChange(null);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!isOpen) {
        setIsOpen(true);
        setActiveIndex(0);
        onSearchChange(value ? "" : text.trim());
        return;
      }
      if (items.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((Math.max(active, 0) + step + items.length) % items.length);
      return;
    }
    if (event.key === "Escape" && isOpen) {
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

  function popup() {
    if (!isOpen) return null;
    let message: ReactNode = null;
    if (isLoading && items.length === 0) message = "Searching…";
    else if (errorMessage) message = errorMessage;
    else if (items.length === 0) message = emptyMessage;
    return (
      <div
        data-slot="combobox-popup"
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-64 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {message !== null ? (
          <p role="status" className="px-2 py-1.5 text-sm text-muted-foreground">
            {message}
          </p>
        ) : (
          <ul id={listId} role="listbox" aria-label={listLabel}>
            {items.map((item, index) => (
              // Options are picked with the keyboard through the combobox (aria-activedescendant).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={itemKey(item)}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-slot="combobox-option"
                className={cn(
                  "cursor-default rounded-sm px-2 py-1.5 text-sm",
                  index === active && "bg-accent text-accent-foreground",
                )}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== active && setActiveIndex(index)}
                onClick={() => choose(item)}
              >
                {renderItem ? renderItem(item) : itemText(item)}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <div className={cn("relative", className)} data-slot="combobox">
      <Input
        ref={(element) => {
          inputRef.current = element;
          if (typeof ref === "function") ref(element);
          else if (ref) ref.current = element;
        }}
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={isOpen && items.length > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && items.length > 0 ? optionId(active) : undefined}
        autoComplete="off"
        id={id}
        name={name}
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        className="pr-9"
        onChange={(event) => handleTextChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onClick={() => {
          if (isOpen) return;
          setIsOpen(true);
          onSearchChange(value ? "" : text.trim());
        }}
        onBlur={() => {
          setIsOpen(false);
          if (!value) setText(text.trim());
          onBlur?.();
        }}
      />
      <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground" aria-hidden="true">
        {isLoading && isOpen ? <LoaderCircle className="size-4 motion-safe:animate-spin" /> : <ChevronsUpDown className="size-4" />}
      </span>
      {popup()}
    </div>
  );
}
