import type { KeyboardShortcutGroup } from "./keyboard-shortcuts-dialog";

/** The shortcuts the app lists, for stories and tests. */
export const sampleShortcutGroups: KeyboardShortcutGroup[] = [
  {
    heading: "Anywhere",
    shortcuts: [
      { keys: ["Ctrl+K"], label: "Open the command palette" },
      { keys: ["/"], label: "Search" },
      { keys: ["?"], label: "Show keyboard shortcuts" },
    ],
  },
  {
    heading: "Go to",
    shortcuts: [
      { keys: ["g", "h"], label: "Dashboard" },
      { keys: ["g", "p"], label: "Purchase orders" },
      { keys: ["g", "w"], label: "Work orders" },
      { keys: ["g", "c"], label: "Customers" },
      { keys: ["g", "t"], label: "Parts" },
      { keys: ["g", "s"], label: "Suppliers" },
      { keys: ["g", "r"], label: "Reports" },
    ],
  },
];
