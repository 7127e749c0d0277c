import { ConflictPanel, formatList, IncomingChangesBar, type ConflictPanelProps } from "@shopdesk/design-system";
import { useHereChange } from "../../api/live/live-hooks";
import type { FieldValues } from "./form";
import type { useRecordForm } from "./use-record-form";

type RecordFormState<V extends FieldValues> = ReturnType<typeof useRecordForm<{ Version: number }, V, unknown>>;

export type RecordChangesProps<V extends FieldValues, K extends string = Extract<keyof V, string>> = {
  record: Pick<RecordFormState<V>, "conflict" | "incoming" | "reviewIncoming" | "applyTheirChanges" | "keepMine">;
  /** Field labels, as the form shows them. */
  labels: Record<K, string>;
  formatValue?: ConflictPanelProps<K>["formatValue"];
};

/**
 * Someone else's save of the record being edited, in the form above its fields
 * (docs/app.md, "Live updates"): the change feed's bar while edits are unsaved, then, on
 * Review or after a refused save, theirs beside yours with the two ways on.
 */
export function RecordChanges<V extends FieldValues>({ record, labels, formatValue }: RecordChangesProps<V>) {
  const change = useHereChange();
  const who = change?.name ?? "Someone else";
  if (record.conflict)
    return (
      <ConflictPanel
        title={record.conflict.isBeforeSave ? `${who} changed this record while you were editing it` : undefined}
        changes={record.conflict.changes}
        labels={labels}
        formatValue={formatValue}
        onApplyTheirs={record.applyTheirChanges}
        onKeepMine={record.keepMine}
      />
    );
  if (record.incoming)
    return (
      <IncomingChangesBar
        summary={`${who} changed ${formatList(record.incoming.fields.map((field) => labels[field]))}`}
        onReview={record.reviewIncoming}
      />
    );
  return null;
}
