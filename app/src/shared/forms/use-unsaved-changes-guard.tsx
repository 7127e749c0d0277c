import { useCallback, useEffect, useRef } from "react";
import type { Location } from "react-router-dom";
import { ConfirmDialog } from "@shopdesk/design-system";
import { useNavigationBlocker } from "./navigation-guard";

export type UnsavedChangesGuardOptions = {
  /**
   * Whether moving from `current` to `next` stays on the record being edited (so nothing is
   * lost). Default: the same path.
   */
  isSameRecord?: (current: Location, next: Location) => boolean;
};

const samePath = (current: Location, next: Location) => current.pathname === next.pathname;

/**
 * Asks before leaving a form with unsaved edits: in-app navigation (links, back button) shows
 * a ConfirmDialog; closing or reloading the tab gets the browser's own question. Render
 * `dialog`; call `allowNavigation()` right before navigating on purpose (after a save).
 */
export function useUnsavedChangesGuard(isDirty: boolean, { isSameRecord = samePath }: UnsavedChangesGuardOptions = {}) {
  const isDirtyRef = useRef(isDirty);
  const isAllowedRef = useRef(false);
  useEffect(() => {
    isDirtyRef.current = isDirty;
    if (!isDirty) isAllowedRef.current = false;
  }, [isDirty]);

  const blocker = useNavigationBlocker(
    useCallback(
      (current: Location, next: Location) =>
        isDirtyRef.current && !isAllowedRef.current && !isSameRecord(current, next),
      [isSameRecord],
    ),
  );

  useEffect(() => {
    if (!isDirty) return;
    // The "Leave without saving?" dialog downloads on demand: fetch it once there is something to lose.
    ConfirmDialog.preload();
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only ask when a return value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => window.removeEventListener("beforeunload", handleBeforeUnload);
  }, [isDirty]);

  const allowNavigation = useCallback(() => {
    isAllowedRef.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.isBlocked}
      onOpenChange={(open) => {
        // Closing after "Leave" must not reset the navigation that is already proceeding.
        if (!open && blocker.isBlocked && !isAllowedRef.current) blocker.reset();
      }}
      title="Leave without saving?"
      description="Your changes on this page have not been saved. If you leave now, they are lost."
      cancelLabel="Stay on this page"
      confirmLabel="Leave and discard"
      variant="destructive"
      onConfirm={() => {
        if (!blocker.isBlocked) return;
        isAllowedRef.current = true;
        blocker.proceed();
      }}
    />
  );

  return { dialog, allowNavigation, isBlocked: blocker.isBlocked };
}
