import { Fragment, type ReactNode } from "react";
import { Plus, Trash2 } from "lucide-react";
import { Button, cn } from "@shopdesk/design-system";
import { useFieldArray, useFieldError, useFormContext } from "./form";

export interface ListEditorProps<Row> {
  /** The list's path in the form: "Breaks", "Operations". */
  path: string;
  /** The list's accessible name. */
  label: string;
  /** What an empty list says. */
  emptyText: ReactNode;
  /** The add button's text: "Add break". */
  addLabel: string;
  /** The row the add button appends, given the rows there are. */
  newRow: (rows: Row[]) => Row;
  /** The new row's field that takes the focus ("Description"); its first that can, by default. */
  focusField?: string;
  /** One row (an `<li>`), with what removes it. */
  renderRow: (index: number, onRemove: () => void) => ReactNode;
  /** Shown above the rows, such as column headings. */
  header?: ReactNode;
  /** Rows closer together (a row of two boxes), rather than the default (a row in a box of its own). */
  isCompact?: boolean;
}

/**
 * A list of rows in a form (a part's price breaks, a WO's operations): the rows, or a line
 * saying there are none; the list's own message; the button that adds a row and focuses it.
 */
export function ListEditor<Row>({
  path,
  label,
  emptyText,
  addLabel,
  newRow,
  focusField,
  renderRow,
  header,
  isCompact = false,
}: ListEditorProps<Row>) {
  const { store } = useFormContext();
  const { fields, append, remove } = useFieldArray<Row>(path);
  const listError = useFieldError(path);
  const gap = isCompact ? "gap-2" : "gap-3";

  function handleAdd() {
    const rows = (store.getValue(path) ?? []) as Row[];
    append(newRow(rows), { focusPath: focusField && `${path}.${rows.length}.${focusField}` });
  }

  return (
    <div className={cn("grid grid-cols-1", gap)}>
      {header}
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ol className={cn("grid grid-cols-1", gap)} aria-label={label}>
          {fields.map((field, index) => (
            <Fragment key={field.id}>{renderRow(index, () => remove(index))}</Fragment>
          ))}
        </ol>
      )}
      {listError && <p className="text-xs text-destructive">{listError}</p>}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={handleAdd}>
          <Plus className="size-4" aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
    </div>
  );
}

/** A row's remove button: the bin, named for the row ("Remove break 2"). */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <Trash2 className="size-4" aria-hidden="true" />
    </Button>
  );
}
