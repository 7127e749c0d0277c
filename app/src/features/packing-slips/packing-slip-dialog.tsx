import { useCallback, useEffect, useId } from "react";
import { FormProvider } from "react-hook-form";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  formatCurrency,
  formatDate,
  Spinner,
} from "@shopdesk/design-system";
import type { PurchaseOrder } from "../../api/purchase-orders/types";
import type { PackingSlip } from "../../api/packing-slips/types";
import { usePackingSlip } from "../../api/packing-slips/use-packing-slip";
import { readPackingSlip, useSavePackingSlip } from "../../api/packing-slips/use-save-packing-slip";
import { ConflictPanel, defaultFormatValue } from "../../shared/forms/conflict-panel";
import { TextField } from "../../shared/forms/fields";
import { FormErrors } from "../../shared/forms/form-errors";
import { useRecordForm } from "../../shared/forms/use-record-form";
import { LoadError } from "../../shared/lists/list-parts";
import {
  packingSlipFieldLabels,
  packingSlipFields,
  packingSlipHeaderSchema,
  toPackingSlipHeaderInput,
  toPackingSlipHeaderValues,
  type PackingSlipHeaderFormOutput,
  type PackingSlipHeaderFormValues,
} from "./packing-slip-schema";

type Values = PackingSlipHeaderFormValues;
type Field = keyof Values;

export type PackingSlipDialogProps = {
  purchaseOrder: Pick<PurchaseOrder, "POKey" | "PONumber">;
  pslipNumber: number;
  onOpenChange: (open: boolean) => void;
};

/**
 * A packing slip's header, read with its `Version` and changed with it: ship date, carrier,
 * tracking number, boxes, weight. The lines it shipped are shown and never change. A 409
 * keeps the user's values and shows theirs beside them (the shared conflict panel).
 */
export function PackingSlipDialog({ purchaseOrder: po, pslipNumber, onOpenChange }: PackingSlipDialogProps) {
  const { packingSlip, error, isLoading, reload } = usePackingSlip(String(po.POKey), String(pslipNumber));
  const close = () => onOpenChange(false);

  function content() {
    if (error) return <LoadError title="Could not load the packing slip" error={error} onRetry={() => void reload()} className="border-0 py-6" />;
    if (isLoading || !packingSlip)
      return (
        <div className="flex justify-center py-10" aria-busy="true">
          <Spinner label={`Loading packing slip ${pslipNumber}…`} />
        </div>
      );
    return <PackingSlipForm slip={packingSlip} onClose={close} />;
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit packing slip {pslipNumber}</DialogTitle>
          <DialogDescription>
            PO {po.PONumber}. Correct how it went out; the lines it shipped stay as they are.
          </DialogDescription>
        </DialogHeader>
        {content()}
      </DialogContent>
    </Dialog>
  );
}

const formatValue = (field: Field, value: unknown) =>
  field === "ShipDate" && typeof value === "string" && value ? formatDate(value) : defaultFormatValue(value);

function PackingSlipForm({ slip, onClose }: { slip: PackingSlip; onClose: () => void }) {
  const { updatePackingSlip } = useSavePackingSlip();
  const save = useCallback(
    (values: PackingSlipHeaderFormOutput, version: number) =>
      updatePackingSlip(slip.POKey, slip.PSlipNumber, { ...toPackingSlipHeaderInput(values), Version: version }),
    [slip.POKey, slip.PSlipNumber, updatePackingSlip],
  );
  const record = useRecordForm({
    record: slip,
    schema: packingSlipHeaderSchema,
    toValues: toPackingSlipHeaderValues,
    save,
    readCurrent: readPackingSlip,
    fields: packingSlipFields,
    savedMessage: (saved) => `Packing slip ${saved.PSlipNumber} saved`,
    onSaved: onClose,
  });
  const { setFocus } = record.form;
  const linesTitleId = useId();

  // The slip may arrive after the dialog opened (and focused its close button): start at the first field.
  useEffect(() => setFocus("ShipDate"), [setFocus]);

  return (
    <FormProvider {...record.form}>
      <form noValidate onSubmit={record.onSubmit} aria-label={`Packing slip ${slip.PSlipNumber} details`} className="grid grid-cols-1 gap-4">
        {record.conflict && (
          <ConflictPanel
            changes={record.conflict.changes}
            labels={packingSlipFieldLabels}
            formatValue={formatValue}
            onApplyTheirs={record.applyTheirChanges}
            onKeepMine={record.keepMine}
          />
        )}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
          <TextField<Values> className="sm:col-span-2" name="ShipDate" label="Ship date" type="date" required />
          <TextField<Values> className="sm:col-span-2" name="Carrier" label="Carrier" autoComplete="off" placeholder="e.g. UPS Ground" />
          <TextField<Values> className="sm:col-span-2" name="TrackingNumber" label="Tracking number" autoComplete="off" />
          <TextField<Values> className="sm:col-span-2" name="Boxes" label="Boxes" inputMode="numeric" autoComplete="off" />
          <TextField<Values> className="sm:col-span-2" name="Weight" label="Weight (lb)" inputMode="decimal" autoComplete="off" />
        </div>
        <section aria-labelledby={linesTitleId} className="grid grid-cols-1 gap-1.5 rounded-md border p-3 text-sm">
          <h3 id={linesTitleId} className="flex justify-between gap-3 font-semibold">
            Lines shipped <span className="font-medium tabular-nums">{formatCurrency(slip.Amount)}</span>
          </h3>
          <ul className="grid grid-cols-1 gap-1">
            {slip.Lines.map((line) => (
              <li key={line.LineNumber} className="flex flex-wrap justify-between gap-x-3">
                <span>
                  <span className="text-muted-foreground">Line {line.LineNumber}</span>{" "}
                  <span className="font-medium">
                    {line.PartNumber} <span className="font-normal text-muted-foreground">rev</span> {line.Revision}
                  </span>
                </span>
                <span className="tabular-nums">
                  {line.ShippedNow.toLocaleString("en-US")} {line.UnitOfMeasure}
                  {line.WONumber && <span className="text-muted-foreground"> · WO {line.WONumber}</span>}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <FormErrors messages={record.formErrors} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={record.isSaving} disabled={!record.isDirty}>
            Save changes
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
