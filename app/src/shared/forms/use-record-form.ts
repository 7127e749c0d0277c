import { useCallback, useEffect, useRef, useState } from "react";
import { isSameValue, mergeConflict, toast, type FieldChange } from "@shopdesk/design-system";
import { ApiError } from "../../api/client";
import { useEditingReport } from "../../api/live/live-hooks";
import type { FieldValues } from "./form";
import { useRulesForm, type FormRules } from "./form-rules";
import { applyServerFieldErrors, errorMessage, formMessagesAfter } from "./server-errors";

export type RecordConflict<R, V extends FieldValues> = {
  /** The record as someone else saved it. */
  theirs: R;
  changes: FieldChange<Extract<keyof V, string>>[];
  /** Opened from the change feed's bar, before a save (rather than by a save's 409). */
  isBeforeSave?: boolean;
};

/** Someone else saved the record while it holds unsaved edits here: theirs, and the fields of this form they changed. */
export type IncomingChange<R, V extends FieldValues> = { theirs: R; fields: Extract<keyof V, string>[] };

/** How long a field someone else changed stays highlighted after it updates in place. */
export const CHANGED_HIGHLIGHT_MS = 4000;

export type RecordFormOptions<R extends { Version: number }, V extends FieldValues, O> = {
  /** The record as loaded; the form starts from it and follows it while there are no edits. */
  record: R;
  /** Checks the values (loaded at the first edit). */
  rules: FormRules<V, O>;
  toValues: (record: R) => V;
  /** Sends the form with the `Version` it is based on; resolves with the saved record. */
  save: (values: O, version: number) => Promise<R>;
  /** The record as the error's `current` holds it (409), or undefined if it is not one. */
  readCurrent: (current: unknown) => R | undefined;
  /** The fields compared after a 409, in the order the panel lists them. */
  fields: readonly Extract<keyof V, string>[];
  savedMessage: (record: R) => string;
  onSaved?: (record: R) => void;
};

/**
 * An edit form for a versioned record: the form store with the form's rules; saves with the
 * `Version` it is based on; puts a 400's messages on the fields; after a 409 keeps the user's
 * edits and offers their changes (see the design system's merge-conflict.ts for the rule).
 */
export function useRecordForm<R extends { Version: number }, V extends FieldValues, O>({
  record,
  rules,
  toValues,
  save,
  readCurrent,
  fields,
  savedMessage,
  onSaved,
}: RecordFormOptions<R, V, O>) {
  // The record the form's values started from; its Version goes with the next save.
  const baseRef = useRef(record);
  const [conflict, setConflict] = useState<RecordConflict<R, V> | null>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useRulesForm(rules, {
    defaultValues: toValues(record),
    // Messages appear on the first save and then follow the typing. Checking on blur made a
    // price break's message vanish under the pointer on the way to "Add break", so the click
    // landed below it.
    mode: "onSubmit",
  });
  const { reset, getValues, change, setError, formState } = form;
  const { isDirty, isSubmitting } = formState;
  const [changedFields, setChangedFields] = useState<ReadonlySet<string>>(noFields);
  const [incoming, setIncoming] = useState<IncomingChange<R, V> | null>(null);
  useEditingReport(isDirty);

  // A fresher copy (someone else saved, the change feed refetched it) replaces the form while it
  // holds no edits, its changed fields highlighted for a moment. Under unsaved edits it waits:
  // when none of this form's fields changed it is taken quietly (the next save builds on it),
  // otherwise `incoming` offers it for review.
  useEffect(() => {
    if (record.Version <= baseRef.current.Version || conflict) return;
    const changed = changedFieldsOf(toValues(baseRef.current), toValues(record), fields);
    if (isDirty) {
      if (changed.length > 0) {
        setIncoming({ theirs: record, fields: changed });
        return;
      }
      const mine = getValues();
      baseRef.current = record;
      reset(toValues(record));
      for (const field of fields) if (!isSameValue(mine[field], toValues(record)[field])) change(field, mine[field]);
      return;
    }
    baseRef.current = record;
    reset(toValues(record));
    setIncoming(null);
    if (changed.length > 0) setChangedFields(new Set(changed));
  }, [record, isDirty, conflict, reset, toValues, fields, getValues, change]);

  useEffect(() => {
    if (changedFields.size === 0) return;
    const fade = setTimeout(() => setChangedFields(noFields), CHANGED_HIGHLIGHT_MS);
    return () => clearTimeout(fade);
  }, [changedFields]);

  /** Opens their values beside mine, as after a 409, before the save that would get one. */
  const reviewIncoming = useCallback(() => {
    if (!incoming) return;
    const { changes } = mergeConflict(toValues(baseRef.current), getValues(), toValues(incoming.theirs), fields);
    setConflict({ theirs: incoming.theirs, changes, isBeforeSave: true });
  }, [incoming, toValues, getValues, fields]);

  const rebase = useCallback(
    (theirs: R, keep: readonly Extract<keyof V, string>[], values: V) => {
      baseRef.current = theirs;
      reset(toValues(theirs));
      for (const field of keep) change(field, values[field]);
      setConflict(null);
      setIncoming(null);
    },
    [reset, change, toValues],
  );

  /** Their record, with my edits to the fields they did not change. */
  const applyTheirChanges = useCallback(() => {
    if (!conflict) return;
    const { merged, keptMine } = mergeConflict(
      toValues(baseRef.current),
      getValues(),
      toValues(conflict.theirs),
      fields,
    );
    rebase(conflict.theirs, keptMine, merged);
  }, [conflict, getValues, toValues, fields, rebase]);

  /** Keep everything I typed, now based on their version: saving again overwrites theirs. */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    const mine = getValues();
    const theirs = toValues(conflict.theirs);
    rebase(
      conflict.theirs,
      fields.filter((field) => !isSameValue(mine[field], theirs[field])),
      mine,
    );
  }, [conflict, getValues, toValues, fields, rebase]);

  const handleFailure = useCallback(
    (error: unknown) => {
      const current = error instanceof ApiError && error.status === 409 ? readCurrent(error.current) : undefined;
      if (current) {
        const { changes } = mergeConflict(toValues(baseRef.current), getValues(), toValues(current), fields);
        setConflict({ theirs: current, changes });
        toast({
          title: "Not saved: someone else changed this record",
          description: "Your edits are kept. Review their changes below.",
          variant: "error",
        });
        return;
      }
      const unplaced =
        error instanceof ApiError
          ? applyServerFieldErrors(error.fields, setError, (name) => name.split(".")[0]! in getValues())
          : [];
      setFormErrors(formMessagesAfter(error, unplaced));
      toast({ title: "Not saved", description: errorMessage(error), variant: "error" });
    },
    [readCurrent, toValues, getValues, fields, setError],
  );

  const onSubmit = (event?: { preventDefault: () => void }) =>
    form.handleSubmit(async (values) => {
      setFormErrors([]);
      try {
        const saved = await save(values, baseRef.current.Version);
        baseRef.current = saved;
        setConflict(null);
        setIncoming(null);
        reset(toValues(saved));
        toast({ title: savedMessage(saved), variant: "success" });
        onSaved?.(saved);
      } catch (error) {
        handleFailure(error);
      }
    })(event);

  const discardChanges = useCallback(() => {
    reset(toValues(baseRef.current));
    setFormErrors([]);
  }, [reset, toValues]);

  return {
    form,
    onSubmit,
    conflict,
    // Shown while there are edits to keep and no conflict panel says more.
    incoming: isDirty && !conflict ? incoming : null,
    reviewIncoming,
    changedFields,
    formErrors,
    isDirty,
    isSaving: isSubmitting,
    applyTheirChanges,
    keepMine,
    discardChanges,
  };
}

const noFields: ReadonlySet<string> = new Set();

function changedFieldsOf<V extends FieldValues, K extends Extract<keyof V, string>>(
  before: V,
  after: V,
  fields: readonly K[],
): K[] {
  return fields.filter((field) => !isSameValue(before[field], after[field]));
}
