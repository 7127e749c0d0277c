import * as React from "react";
import { cn } from "../lib/cn";

/** One key as printed on the keyboard. */
export function Kbd({ className, ...props }: React.ComponentProps<"kbd">) {
  return (
    <kbd
      data-slot="kbd"
      className={cn(
        "inline-flex h-5 min-w-5 items-center justify-center rounded border border-border bg-muted px-1 font-sans text-xs font-medium text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

/** "Ctrl+K" → ["Ctrl", "K"]; a "+" that is the key itself stays ("Ctrl++" → ["Ctrl", "+"]). */
export function chordKeys(chord: string): string[] {
  return chord.split(/\+(?=.)/).filter(Boolean);
}
