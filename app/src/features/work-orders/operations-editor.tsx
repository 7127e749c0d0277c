import { ListEditor } from "../../shared/forms/list-editor";
import { OperationRow } from "./operation-row";
import { newOperationRow, type OperationRow as Row } from "./work-order-schema";

/** The WO's routing: add and remove operations; a new one gets the next free ten as its sequence. */
export function OperationsEditor() {
  return (
    <ListEditor<Row>
      path="Operations"
      label="Operations"
      emptyText="No operations yet. Add the routing step by step: saw, machine, deburr, outside finish, inspect."
      addLabel="Add operation"
      newRow={newOperationRow}
      focusField="Description"
      renderRow={(index, onRemove) => <OperationRow index={index} onRemove={onRemove} />}
    />
  );
}
