/**
 * Whether a modal dialog is open in `document`: the browser has made the page behind it inert,
 * so a page-wide shortcut would act behind the dialog ("g c" navigating, Ctrl+K opening the
 * search under it while typing goes into the form).
 */
export function isModalDialogOpen(document: Document): boolean {
  return [...document.querySelectorAll("dialog[open]")].some((dialog) => dialog.matches(":modal"));
}

/**
 * Listens to keys pressed anywhere on the page, for the page's own shortcuts ("g c", "?", "/",
 * Ctrl/Cmd+K), and returns the cleanup. Every page-wide shortcut listens through here, so one
 * rule holds for all of them: while a modal dialog is open the key is the dialog's, and the
 * handler does not run (nor prevents the key's default).
 */
export function onPageKeyDown(handleKeyDown: (event: KeyboardEvent) => void): () => void {
  const listener = (event: KeyboardEvent) => {
    if (!isModalDialogOpen(document)) handleKeyDown(event);
  };
  document.addEventListener("keydown", listener);
  return () => document.removeEventListener("keydown", listener);
}
