import { useCallback } from "react";
import type { PurchaseOrder } from "../../api/purchase-orders/types";
import { useUpdatePurchaseOrder } from "../../api/purchase-orders/use-update-purchase-order";
import { TextField } from "../../shared/forms/fields";
import { FormSection } from "@shopdesk/design-system";
import { RecordForm } from "../../shared/forms/record-form";
import { useRecordForm } from "../../shared/forms/use-record-form";
import { useUnsavedChangesGuard } from "../../shared/forms/use-unsaved-changes-guard";
import {
  poHeaderFieldLabels,
  poHeaderFields,
  poHeaderRules,
  readPurchaseOrder,
  toPOHeaderFormValues,
  type POHeaderFormOutput,
  type POHeaderFormValues,
} from "./purchase-order-header-schema";
import { ShipToFields } from "./ship-to-fields";

type Values = POHeaderFormValues;

/** The PO's header: number, date, ship-to, terms and notes, saved with its `Version` (409: theirs beside yours). */
export function POHeaderForm({ purchaseOrder }: { purchaseOrder: PurchaseOrder }) {
  const { trigger: updatePurchaseOrder } = useUpdatePurchaseOrder();
  const save = useCallback(
    (values: POHeaderFormOutput, version: number) =>
      updatePurchaseOrder({ poKey: purchaseOrder.POKey, changes: { ...values, Version: version } }),
    [purchaseOrder.POKey, updatePurchaseOrder],
  );
  const record = useRecordForm({
    record: purchaseOrder,
    rules: poHeaderRules,
    toValues: toPOHeaderFormValues,
    save,
    readCurrent: readPurchaseOrder,
    fields: poHeaderFields,
    savedMessage: (saved) => `PO ${saved.PONumber} saved`,
  });
  const guard = useUnsavedChangesGuard(record.isDirty);

  return (
    <RecordForm record={record} label="PO details" fieldLabels={poHeaderFieldLabels} guardDialog={guard.dialog}>
      <FormSection title="Details">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField<Values> name="PONumber" label="PO number" required autoComplete="off" />
          <TextField<Values> name="PODate" label="PO date" type="date" required />
          <TextField<Values> name="Terms" label="Terms" required autoComplete="off" />
        </div>
      </FormSection>
      <FormSection title="Ship to">
        <ShipToFields<Values> />
      </FormSection>
    </RecordForm>
  );
}
