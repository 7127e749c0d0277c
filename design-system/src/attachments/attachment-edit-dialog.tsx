import * as React from "react";
import type { AttachmentChanges, AttachmentKind } from "@shopdesk/contract";
import { Checkbox } from "../checkbox/checkbox";
import { FormDialog } from "../form-dialog/form-dialog";
import { FormField } from "../form-field/form-field";
import { Input } from "../input/input";
import { NativeSelect } from "../native-select/native-select";
import type { TriggerableProps } from "../on-demand/with-trigger";
import { canBeCurrentDrawing, changesFrom, draftOf, fileNameRequired, type AttachmentDraft } from "./changes";
import { attachmentKindOptions } from "./kinds";
import type { AttachmentItem } from "./types";

export type AttachmentEditDialogProps<T extends AttachmentItem> = TriggerableProps & {
  attachment: T;
  /** Saves the changes; the dialog closes when it resolves and shows the error's message when it rejects. */
  onEdit: (attachment: T, changes: AttachmentChanges) => Promise<unknown>;
};

/**
 * Rename a file, change its kind and note, a certificate's expiry date, a part drawing's current
 * mark. Its row opens it through `withTrigger`, which downloads it on the Edit button's hover.
 */
export function AttachmentEditDialog<T extends AttachmentItem>({ attachment, open, onOpenChange, onCloseAutoFocus, onEdit }: AttachmentEditDialogProps<T>) {
  const [wasOpen, setWasOpen] = React.useState(open);
  const [draft, setDraft] = React.useState<AttachmentDraft>(() => draftOf(attachment));
  const [nameError, setNameError] = React.useState<string>();
  const [formError, setFormError] = React.useState<string>();
  const [isSubmitting, setIsSubmitting] = React.useState(false);
  const currentHintId = React.useId();
  const changes = changesFrom(attachment, draft);

  // Each opening starts from the file as it is now.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(draftOf(attachment));
      setNameError(undefined);
      setFormError(undefined);
    }
  }

  function handleOpenChange(next: boolean) {
    if (!isSubmitting) onOpenChange(next);
  }

  function update(patch: Partial<AttachmentDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
  }

  async function handleSubmit() {
    if (!draft.fileName.trim()) {
      setNameError(fileNameRequired);
      return;
    }
    if (!changes) return;
    setIsSubmitting(true);
    setFormError(undefined);
    try {
      await onEdit(attachment, changes);
      onOpenChange(false);
    } catch (error) {
      setFormError(error instanceof Error && error.message ? error.message : "The changes were not saved. Try again.");
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={handleOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={<span className="wrap-anywhere">Edit {attachment.FileName}</span>}
      width="md"
      submitLabel="Save changes"
      isSubmitting={isSubmitting}
      canSubmit={changes !== null}
      onSubmit={handleSubmit}
      formMessage={
        formError && (
          <p role="alert" data-slot="attachment-edit-error" className="rounded-md border border-destructive/40 bg-status-danger/40 p-3 text-sm text-destructive">
            {formError}
          </p>
        )
      }
    >
      <FormField label="Name" required error={nameError}>
        <Input
          value={draft.fileName}
          maxLength={255}
          autoComplete="off"
          onChange={(event) => {
            update({ fileName: event.target.value });
            setNameError(undefined);
          }}
        />
      </FormField>
      <FormField label="Kind">
        <NativeSelect value={draft.kind} onChange={(event) => update({ kind: event.target.value as AttachmentKind })}>
          {attachmentKindOptions.map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {draft.kind === "Certificate" && (
        <FormField label="Expires on" hint="Leave it blank if the certificate does not expire.">
          <Input type="date" value={draft.expiresOn} onChange={(event) => update({ expiresOn: event.target.value })} />
        </FormField>
      )}
      {canBeCurrentDrawing(attachment, draft.kind) && (
        <div className="grid gap-1">
          <Checkbox
            label="Current drawing"
            checked={draft.isCurrentDrawing}
            onCheckedChange={(isCurrentDrawing) => update({ isCurrentDrawing })}
            aria-describedby={currentHintId}
          />
          <p id={currentHintId} className="pl-6 text-xs text-muted-foreground">
            The drawing the floor works to; the traveler prints its name. The drawing marked before loses the mark.
          </p>
        </div>
      )}
      <FormField label="Note">
        <Input value={draft.note} maxLength={500} autoComplete="off" onChange={(event) => update({ note: event.target.value })} />
      </FormField>
    </FormDialog>
  );
}
