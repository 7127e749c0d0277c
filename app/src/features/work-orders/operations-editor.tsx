import { useFieldArray, useFormContext } from "react-hook-form";
import { Plus } from "lucide-react";
import { Button } from "@shopdesk/design-system";
import { useFieldError } from "../../shared/forms/fields";
import { OperationRow } from "./operation-row";
import { newOperationRow, type WorkOrderFormValues } from "./work-order-schema";

/** The WO's routing: add and remove operations; a new one gets the next free ten as its sequence. */
export function OperationsEditor() {
  const { control, getValues } = useFormContext<WorkOrderFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "Operations" });
  const listError = useFieldError<WorkOrderFormValues>("Operations");

  function handleAdd() {
    const rows = getValues("Operations");
    append(newOperationRow(rows), { focusName: `Operations.${rows.length}.Description` });
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
