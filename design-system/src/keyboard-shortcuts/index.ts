export {
  KeyboardShortcutsDialog,
  type KeyboardShortcut,
  type KeyboardShortcutGroup,
  type KeyboardShortcutsDialogProps,
} from "./keyboard-shortcuts-dialog";
export { keySequenceTimeoutMs, useKeySequences } from "./use-key-sequences";
