import * as React from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../dialog";
import { chordKeys, Kbd } from "./kbd";

export type KeyboardShortcut = {
  /**
   * The keys, each shown as a key side by side: ["g", "p"] for g then p, ["Ctrl", "K"] or
   * ["Ctrl+K"] for Ctrl+K. An entry with "+" shows its keys joined by "+".
   */
  keys: string[];
  /** What the shortcut does, e.g. "Go to purchase orders". */
  label: string;
};

export type KeyboardShortcutGroup = { heading: string; shortcuts: KeyboardShortcut[] };

export type KeyboardShortcutsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shortcuts under headings, e.g. "Anywhere", "Go to". */
  groups: KeyboardShortcutGroup[];
};

function ShortcutKeys({ keys }: { keys: string[] }) {
  return (
    <span className="flex shrink-0 items-center gap-1">
      {keys.map((step, stepIndex) => (
        <React.Fragment key={stepIndex}>
          {stepIndex > 0 && " "}
          {chordKeys(step).map((key, keyIndex) => (
            <React.Fragment key={keyIndex}>
              {keyIndex > 0 && <span className="text-xs text-muted-foreground">+</span>}
              <Kbd>{key}</Kbd>
            </React.Fragment>
          ))}
        </React.Fragment>
      ))}
    </span>
  );
}

/** The list of keyboard shortcuts, opened with "?": each group a heading and a list of label and keys. */
export function KeyboardShortcutsDialog({ open, onOpenChange, groups }: KeyboardShortcutsDialogProps) {
  const headingId = React.useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="keyboard-shortcuts-dialog">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            Letter shortcuts work anywhere except while typing in a box; for “g p”, press g, then p.
          </DialogDescription>
        </DialogHeader>
        <div data-slot="keyboard-shortcuts" className="grid gap-5">
          {groups.map((group, groupIndex) => (
            <section key={group.heading} aria-labelledby={`${headingId}-${groupIndex}`} className="grid gap-2">
              <h3 id={`${headingId}-${groupIndex}`} className="text-sm font-semibold">
                {group.heading}
              </h3>
              <dl className="grid gap-1">
                {group.shortcuts.map((shortcut) => (
                  <div
                    key={`${shortcut.label}-${shortcut.keys.join(" ")}`}
                    data-slot="keyboard-shortcut"
                    className="flex items-center justify-between gap-4 border-b border-border py-1.5 text-sm last:border-b-0"
                  >
                    <dt>{shortcut.label}</dt>
                    <dd>
                      <ShortcutKeys keys={shortcut.keys} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
