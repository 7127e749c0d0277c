import { Plus } from "lucide-react";
import { Button } from "@shopdesk/design-system";
import { useFieldArray, useFieldError, useFormContext } from "../../shared/forms/form";
import { OperationRow } from "./operation-row";
import { newOperationRow, type OperationRow as Row, type WorkOrderFormValues } from "./work-order-schema";

/** The WO's routing: add and remove operations; a new one gets the next free ten as its sequence. */
export function OperationsEditor() {
  const { getValues } = useFormContext<WorkOrderFormValues>();
  const { fields, append, remove } = useFieldArray<Row>("Operations");
  const listError = useFieldError("Operations");

  function handleAdd() {
    const rows = getValues().Operations;
    append(newOperationRow(rows), { focusPath: `Operations.${rows.length}.Description` });
  }

  return (
    <div className="grid grid-cols-1 gap-3">
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
          No operations yet. Add the routing step by step: saw, machine, deburr, outside finish, inspect.
        </p>
      ) : (
        <ol className="grid grid-cols-1 gap-3" aria-label="Operations">
          {fields.map((field, index) => (
            <OperationRow key={field.id} index={index} onRemove={() => remove(index)} />
          ))}
        </ol>
      )}
      {listError && <p className="text-xs text-destructive">{listError}</p>}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={handleAdd}>
          <Plus className="size-4" aria-hidden="true" />
          Add operation
        </Button>
      </div>
    </div>
  );
}
