import { Button, cn } from "@shopdesk/design-system";

export type FormActionsProps = { isDirty: boolean; isSaving: boolean; onDiscard: () => void; saveLabel?: string };

/**
 * The bar under an edit form: whether there are unsaved edits, Discard and Save. It stays in
 * view at the bottom of the window only while there is something to save; otherwise it sits
 * at the end of the form and covers nothing.
 */
export function FormActions({ isDirty, isSaving, onDiscard, saveLabel = "Save changes" }: FormActionsProps) {
  return (
    <div
      data-slot="form-actions"
      data-state={isDirty ? "dirty" : "saved"}
      className={cn(
        "-mx-px flex items-center justify-end gap-3 rounded-b-lg border-t bg-background/95 px-5 py-3",
        isDirty && "sticky bottom-0 z-10 backdrop-blur",
      )}
    >
      <p className="sr-only mr-auto text-sm text-muted-foreground sm:not-sr-only" aria-live="polite">
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
