import * as React from "react";
import { Search } from "lucide-react";
import { cn } from "../lib/cn";
import { Input } from "../input/input";

export type SearchBoxProps = {
  /** The search as it stands now (in the URL): the box shows it, and follows it when it changes. */
  value: string;
  /** Called with the trimmed text once the user pauses typing, when it differs from `value`. */
  onSearch: (value: string) => void;
  /** The box's accessible name, e.g. "Search customers". */
  label: string;
  placeholder?: string;
  /** The pause after the last keystroke before `onSearch`, in ms. */
  delayMs?: number;
  /** On the root element, which holds the icon and the box. */
  className?: string;
};

/** A search field that reports what was typed after a short pause, and follows the URL back. */
export function SearchBox({ value, onSearch, label, placeholder, delayMs = 300, className }: SearchBoxProps) {
  const [text, setText] = React.useState(value);
  const [lastValue, setLastValue] = React.useState(value);
  if (value !== lastValue) {
    // The URL changed under us (back button, a link): show what it says now.
    setLastValue(value);
    setText(value);
  }

  React.useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);

  return (
    <div data-slot="search-box" className={cn("relative", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
