import { useCallback, useEffect, useId, type ReactNode } from "react";
import {
  defaultFormatValue,
  formatCurrency,
  formatDate,
  FormDialog,
  Spinner,
  type FormDialogWidth,
  formatQuantity,
} from "@shopdesk/design-system";
import type { PurchaseOrder } from "../../api/purchase-orders/types";
import type { PackingSlip } from "../../api/packing-slips/types";
import { usePackingSlip } from "../../api/packing-slips/use-packing-slip";
import { readPackingSlip, useUpdatePackingSlip } from "../../api/packing-slips/use-update-packing-slip";
import { ChangedFieldsProvider, FormProvider } from "../../shared/forms/form";
import { RecordChanges } from "../../shared/forms/record-changes";
import { FormErrors } from "../../shared/forms/form-errors";
import { PackingSlipHeaderFields } from "./packing-slip-header-fields";
import { useRecordForm } from "../../shared/forms/use-record-form";
import { LoadError } from "../../shared/lists/list-parts";
import {
  packingSlipFieldLabels,
  packingSlipFields,
  packingSlipHeaderRules,
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

/** The dialog's frame: the same while the slip loads and once its form is shown. */
type Frame = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  width: FormDialogWidth;
  title: string;
  description: ReactNode;
};

/**
 * A packing slip's header, read with its `Version` and changed with it: ship date, carrier,
 * tracking number, boxes, weight. The lines it shipped are shown and never change. A 409
 * keeps the user's values and shows theirs beside them (the shared conflict panel).
 */
export function PackingSlipDialog({ purchaseOrder: po, pslipNumber, onOpenChange }: PackingSlipDialogProps) {
  const { packingSlip, error, isLoading, reload } = usePackingSlip(String(po.POKey), String(pslipNumber));
  const frame: Frame = {
    open: true,
    onOpenChange,
    width: "2xl",
    title: `Edit packing slip ${pslipNumber}`,
    description: <>PO {po.PONumber}. Correct how it went out; the lines it shipped stay as they are.</>,
  };

  if (error || isLoading || !packingSlip)
    return (
      <FormDialog
        {...frame}
        fallback={
          error ? (
            <LoadError
              title="Could not load the packing slip"
              error={error}
              onRetry={() => void reload()}
              className="border-0 py-6"
            />
          ) : (
            <div className="flex justify-center py-10" aria-busy="true">
              <Spinner label={`Loading packing slip ${pslipNumber}…`} />
            </div>
          )
        }
      />
    );
  return <PackingSlipForm frame={frame} slip={packingSlip} />;
}

const formatValue = (field: Field, value: unknown) =>
  field === "ShipDate" && typeof value === "string" && value ? formatDate(value) : defaultFormatValue(value);

function PackingSlipForm({ frame, slip }: { frame: Frame; slip: PackingSlip }) {
  const { trigger: updatePackingSlip } = useUpdatePackingSlip();
  const save = useCallback(
    (values: PackingSlipHeaderFormOutput, version: number) =>
      updatePackingSlip({
        poKey: slip.POKey,
        pslipNumber: slip.PSlipNumber,
        changes: { ...toPackingSlipHeaderInput(values), Version: version },
      }),
    [slip.POKey, slip.PSlipNumber, updatePackingSlip],
  );
  const record = useRecordForm({
    record: slip,
    rules: packingSlipHeaderRules,
    toValues: toPackingSlipHeaderValues,
    save,
    readCurrent: readPackingSlip,
    fields: packingSlipFields,
    savedMessage: (saved) => `Packing slip ${saved.PSlipNumber} saved`,
    onSaved: () => frame.onOpenChange(false),
  });
  const { setFocus } = record.form;
  const linesTitleId = useId();

  // The slip may arrive after the dialog opened (and focused its close button): start at the first field.
  useEffect(() => setFocus("ShipDate"), [setFocus]);

  return (
    <FormDialog
      {...frame}
      formLabel={`Packing slip ${slip.PSlipNumber} details`}
      submitLabel="Save changes"
      isSubmitting={record.isSaving}
      canSubmit={record.isDirty}
      onSubmit={record.onSubmit}
      formMessage={<FormErrors messages={record.formErrors} />}
    >
      <FormProvider form={record.form}>
        <RecordChanges record={record} labels={packingSlipFieldLabels} formatValue={formatValue} />
        <ChangedFieldsProvider value={record.changedFields}>
          <PackingSlipHeaderFields />
        </ChangedFieldsProvider>
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
                  {formatQuantity(line.ShippedNow)} {line.UnitOfMeasure}
                  {line.WONumber && <span className="text-muted-foreground"> · WO {line.WONumber}</span>}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </FormProvider>
    </FormDialog>
  );
}
