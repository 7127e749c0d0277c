/** The toasts' view, downloaded after the first paint (shell/signed-in.tsx); a toast shown before waits in the store. */
export { Toaster } from "@shopdesk/design-system";
