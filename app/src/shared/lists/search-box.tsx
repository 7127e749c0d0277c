import { useEffect, useState } from "react";
import { Search } from "lucide-react";
import { cn, Input } from "@shopdesk/design-system";

export const SEARCH_DEBOUNCE_MS = 300;

export type SearchBoxProps = {
  /** The search as it stands in the URL. */
  value: string;
  /** Called once the user pauses typing. */
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
};

/** A search field that reports what was typed after a short pause, and follows the URL back. */
export function SearchBox({ value, onSearch, label, placeholder, className }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    // The URL changed under us (back button, a link): show what it says now.
    setLastValue(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className={cn("relative", className)}>
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
