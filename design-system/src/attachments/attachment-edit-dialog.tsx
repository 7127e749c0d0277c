import * as React from "react";
import type { AttachmentChanges, AttachmentKind } from "@shopdesk/contract";
import { Checkbox } from "../checkbox/checkbox";
import { ConflictPanel, defaultFormatValue } from "../conflict-panel/conflict-panel";
import { mergeConflict, type FieldChange } from "../conflict-panel/merge-conflict";
import { FormDialog } from "../form-dialog/form-dialog";
import { FormField } from "../form-field/form-field";
import { formatDate } from "../format/format-date";
import { Input } from "../input/input";
import { NativeSelect } from "../native-select/native-select";
import type { TriggerableProps } from "../on-demand/with-trigger";
import { canBeCurrentDrawing, changesFrom, draftOf, fileNameRequired, type AttachmentDraft } from "./changes";
import { currentOf, draftFields, draftLabels, messagesOf, type DraftField } from "./edit-failure";
import { attachmentKindOptions } from "./kinds";
import type { AttachmentItem } from "./types";

export type { AttachmentEditFailure } from "./edit-failure";

export type AttachmentEditDialogProps<T extends AttachmentItem> = TriggerableProps & {
  attachment: T;
  /**
   * Saves the changes; the dialog closes when it resolves. When it rejects, the dialog shows the
   * error's `fields` beside their fields (else its message), and its `current`, the file as
   * someone else saved it, beside the user's entries (`AttachmentEditFailure`).
   */
  onEdit: (attachment: T, changes: AttachmentChanges) => Promise<unknown>;
};

type Conflict<T> = { theirs: T; changes: FieldChange<DraftField>[] };

const formatValue = (field: DraftField, value: unknown) =>
  field === "expiresOn" && typeof value === "string" && value ? formatDate(value) : defaultFormatValue(value);

/**
 * Rename a file, change its kind and note, a certificate's expiry date, a part drawing's current
 * mark. Its row opens it through `withTrigger`, which downloads it on the Edit button's hover.
 * A save refused because someone else changed the file first shows theirs beside the user's
 * entries, as a record's form does, and the next save goes onto their version.
 */
export function AttachmentEditDialog<T extends AttachmentItem>({
  attachment,
  open,
  onOpenChange,
  onCloseAutoFocus,
  onEdit,
}: AttachmentEditDialogProps<T>) {
  const [wasOpen, setWasOpen] = React.useState(open);
  // The file as the entries started from: its Version goes with the save.
  const [base, setBase] = React.useState<T>(attachment);
  const [draft, setDraft] = React.useState<AttachmentDraft>(() => draftOf(attachment));
  const [fieldErrors, setFieldErrors] = React.useState<Partial<Record<DraftField, string>>>({});
  const [formErrors, setFormErrors] = React.useState<string[]>([]);
  const [conflict, setConflict] = React.useState<Conflict<T> | null>(null);
  const [isSubmitting, setIsSubmitting] = React.useState(false);
  const controls = React.useRef<Partial<Record<DraftField, HTMLElement | null>>>({});
  // The field to focus once the render under way is on screen (a message's field, Name after a choice).
  const focusWanted = React.useRef<DraftField | null>(null);
  const currentHintId = React.useId();
  const currentErrorId = React.useId();
  const changes = changesFrom(base, draft);

  // Each opening starts from the file as it is now.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setBase(attachment);
      setDraft(draftOf(attachment));
      setFieldErrors({});
      setFormErrors([]);
      setConflict(null);
    }
  }

  React.useEffect(() => {
    if (!focusWanted.current) return;
    controls.current[focusWanted.current]?.focus();
    focusWanted.current = null;
  });

  const isShown = (field: DraftField) =>
    field === "expiresOn"
      ? draft.kind === "Certificate"
      : field === "isCurrentDrawing"
        ? canBeCurrentDrawing(base, draft.kind)
        : true;

  function handleOpenChange(next: boolean) {
    if (!isSubmitting) onOpenChange(next);
  }

  function update(patch: Partial<AttachmentDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    // A field's message answered what it held: typing again clears it.
    setFieldErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as DraftField[]) delete next[field];
      return next;
    });
  }

  function rebase(theirs: T, entries: AttachmentDraft) {
    setBase(theirs);
    setDraft(entries);
    setConflict(null);
    focusWanted.current = "fileName";
  }

  async function handleSubmit() {
    if (!draft.fileName.trim()) {
      setFieldErrors({ fileName: fileNameRequired });
      focusWanted.current = "fileName";
      return;
    }
    if (!changes) return;
    setIsSubmitting(true);
    setFieldErrors({});
    setFormErrors([]);
    try {
      await onEdit(base, changes);
      setConflict(null);
      onOpenChange(false);
    } catch (failure) {
      const theirs = currentOf(failure, base);
      if (theirs) {
        setConflict({ theirs, changes: mergeConflict(draftOf(base), draft, draftOf(theirs), draftFields).changes });
        return;
      }
      const messages = messagesOf(failure, isShown);
      setFieldErrors(messages.fields);
      setFormErrors(messages.form);
      const first = draftFields.find((field) => messages.fields[field]);
      if (first) focusWanted.current = first;
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={handleOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={<span className="wrap-anywhere">Edit {base.FileName}</span>}
      width="md"
      submitLabel="Save changes"
      isSubmitting={isSubmitting}
      canSubmit={changes !== null}
      onSubmit={handleSubmit}
      formMessage={
        formErrors.length > 0 && (
          <div
            role="alert"
            data-slot="attachment-edit-error"
            className="grid gap-1 rounded-md border border-destructive/40 bg-status-danger/40 p-3 text-sm text-destructive"
          >
            {formErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )
      }
    >
      {conflict && (
        <ConflictPanel
          title="Someone else changed this file while you were editing it"
          changes={conflict.changes}
          labels={draftLabels}
          formatValue={formatValue}
          onApplyTheirs={() =>
            rebase(conflict.theirs, mergeConflict(draftOf(base), draft, draftOf(conflict.theirs), draftFields).merged)
          }
          onKeepMine={() => rebase(conflict.theirs, draft)}
        />
      )}
      <FormField label="Name" required error={fieldErrors.fileName}>
        <Input
          ref={(element) => void (controls.current.fileName = element)}
          value={draft.fileName}
          maxLength={255}
          autoComplete="off"
          onChange={(event) => update({ fileName: event.target.value })}
        />
      </FormField>
      <FormField label="Kind" error={fieldErrors.kind}>
        <NativeSelect
          ref={(element) => void (controls.current.kind = element)}
          value={draft.kind}
          onChange={(event) => update({ kind: event.target.value as AttachmentKind })}
        >
          {attachmentKindOptions.map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {isShown("expiresOn") && (
        <FormField
          label="Expires on"
          hint="Leave it blank if the certificate does not expire."
          error={fieldErrors.expiresOn}
        >
          <Input
            ref={(element) => void (controls.current.expiresOn = element)}
            type="date"
            value={draft.expiresOn}
            onChange={(event) => update({ expiresOn: event.target.value })}
          />
        </FormField>
      )}
      {isShown("isCurrentDrawing") && (
        <div className="grid gap-1">
          <Checkbox
            ref={(element) => void (controls.current.isCurrentDrawing = element)}
            label="Current drawing"
            checked={draft.isCurrentDrawing}
            onCheckedChange={(isCurrentDrawing) => update({ isCurrentDrawing })}
            aria-invalid={fieldErrors.isCurrentDrawing ? true : undefined}
            aria-describedby={fieldErrors.isCurrentDrawing ? `${currentHintId} ${currentErrorId}` : currentHintId}
          />
          <p id={currentHintId} className="pl-6 text-xs text-muted-foreground">
            The drawing the floor works to; the traveler prints its name. The drawing marked before loses the mark.
          </p>
          {fieldErrors.isCurrentDrawing && (
            <p id={currentErrorId} data-slot="form-field-error" className="pl-6 text-xs text-destructive">
              {fieldErrors.isCurrentDrawing}
            </p>
          )}
        </div>
      )}
      <FormField label="Note" error={fieldErrors.note}>
        <Input
          ref={(element) => void (controls.current.note = element)}
          value={draft.note}
          maxLength={500}
          autoComplete="off"
          onChange={(event) => update({ note: event.target.value })}
        />
      </FormField>
    </FormDialog>
  );
}
