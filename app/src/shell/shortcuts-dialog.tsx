import { KeyboardShortcutsDialog, type KeyboardShortcutGroup } from "@shopdesk/design-system";
import { goToScreens } from "./go-to-screens";

const groups: KeyboardShortcutGroup[] = [
  {
    heading: "Anywhere",
    shortcuts: [
      { keys: ["Ctrl", "K"], label: "Search and commands (⌘K on a Mac)" },
      { keys: ["/"], label: "Search and commands" },
      { keys: ["?"], label: "This list" },
    ],
  },
  { heading: "Go to", shortcuts: goToScreens.map((screen) => ({ keys: screen.keys.split(" "), label: screen.label })) },
  {
    heading: "In the search",
    shortcuts: [
      { keys: ["↑", "↓"], label: "Move through the list" },
      { keys: ["Enter"], label: "Open; a WO number typed or scanned opens that WO" },
      { keys: ["Esc"], label: "Close, back to where you were" },
    ],
  },
];

export type ShortcutsDialogProps = { isOpen: boolean; onOpenChange: (open: boolean) => void };

/** "?": every shortcut of the shell and the search; it downloads on the first "?" (app-shell.tsx). */
export function ShortcutsDialog({ isOpen, onOpenChange }: ShortcutsDialogProps) {
  return <KeyboardShortcutsDialog open={isOpen} onOpenChange={onOpenChange} groups={groups} />;
}
