import { cn } from "../lib/cn";
import { Button } from "../button/button";

export type FormActionsProps = {
  /** The form holds edits not saved yet: the bar says so, stays in view, and its buttons work. */
  isDirty: boolean;
  /** A save is running: Save shows a spinner and Discard waits. */
  isSaving: boolean;
  /** Discard was pressed: put the saved values back. */
  onDiscard: () => void;
  /** The submit button's text. */
  saveLabel?: string;
  /** On the root element, the bar. */
  className?: string;
};

/**
 * The bar under an edit form: whether there are unsaved edits, Discard and Save (the form's
 * submit button). It stays in view at the bottom of the window only while there is something to
 * save; otherwise it sits at the end of the form and covers nothing.
 */
export function FormActions({ isDirty, isSaving, onDiscard, saveLabel = "Save changes", className }: FormActionsProps) {
  return (
    <div
      data-slot="form-actions"
      data-state={isDirty ? "dirty" : "saved"}
      className={cn(
        "-mx-px flex items-center justify-end gap-3 rounded-b-lg border-t bg-background/95 px-5 py-3",
        isDirty && "sticky bottom-0 z-10 backdrop-blur",
        className,
      )}
    >
      <p
        data-slot="form-actions-status"
        className="sr-only mr-auto text-sm text-muted-foreground sm:not-sr-only"
        aria-live="polite"
      >
        {isDirty ? "You have unsaved changes." : "All changes saved."}
      </p>
      <Button type="button" variant="outline" disabled={!isDirty || isSaving} onClick={onDiscard}>
        Discard
      </Button>
      <Button type="submit" isLoading={isSaving} disabled={!isDirty}>
        {saveLabel}
      </Button>
    </div>
  );
}
