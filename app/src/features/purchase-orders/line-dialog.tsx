import { useCallback, useEffect, useState } from "react";
import {
  defaultFormatValue,
  formatCurrency,
  formatDate,
  FormDialog,
  toast,
  formatQuantity,
} from "@shopdesk/design-system";
import { ApiError } from "../../api/client";
import type { PurchaseOrder, PurchaseOrderLine } from "../../api/purchase-orders/types";
import { useAddLine } from "../../api/purchase-orders/use-add-line";
import { useUpdateLine } from "../../api/purchase-orders/use-update-line";
import { ChangedFieldsProvider, FormProvider } from "../../shared/forms/form";
import { RecordChanges } from "../../shared/forms/record-changes";
import { useRecordForm } from "../../shared/forms/use-record-form";
import { FormErrors } from "../../shared/forms/form-errors";
import { useRulesForm } from "../../shared/forms/form-rules";
import { applyServerFieldErrors, errorMessage, formMessagesAfter } from "../../shared/forms/server-errors";
import { LineFields } from "./line-fields";
import {
  emptyLine,
  lineFieldLabels,
  lineRules,
  toLineFormValues,
  toLineInput,
  type LineFormValues,
} from "./line-schema";
import { isPartLocked } from "./purchase-order-rules";

export type POLineDialogProps = {
  purchaseOrder: PurchaseOrder;
  /** The line to change; none to add one. */
  lineNumber?: number;
  onOpenChange: (open: boolean) => void;
  /** Fetch the PO again after a 409, so the next save uses the fresh `Version`. */
  onReload: () => void;
};

/**
 * Add a PO line, or change one. Adding: a 400 puts the server's messages on the fields; a 409
 * (the PO changed meanwhile, or is closed) is shown above the buttons with the user's values
 * kept, and the PO is fetched again. Changing: the line's own Version, as every record form
 * (someone else's save shows as it happens, and a 409 shows theirs beside yours).
 */
export function POLineDialog({ purchaseOrder: po, lineNumber, onOpenChange, onReload }: POLineDialogProps) {
  const line = po.Lines.find((candidate) => candidate.LineNumber === lineNumber);
  const isGone = lineNumber !== undefined && !line;
  // Someone else removed the line while it was open here.
  useEffect(() => {
    if (!isGone) return;
    toast({ title: `Line ${lineNumber} was removed by someone else`, variant: "error" });
    onOpenChange(false);
  }, [isGone, lineNumber, onOpenChange]);
  if (lineNumber === undefined) return <AddLineDialog po={po} onOpenChange={onOpenChange} onReload={onReload} />;
  return line ? <EditLineDialog po={po} line={line} onOpenChange={onOpenChange} /> : null;
}

type DialogProps = { po: PurchaseOrder; onOpenChange: (open: boolean) => void };

function AddLineDialog({ po, onOpenChange, onReload }: DialogProps & { onReload: () => void }) {
  const { trigger: addLine } = useAddLine();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useRulesForm(lineRules, { defaultValues: emptyLine, mode: "onSubmit" });

  const handleSubmit = form.handleSubmit(async (values) => {
    setMessages([]);
    try {
      await addLine({ purchaseOrder: po, line: toLineInput(values) });
      toast({ title: `Line added to PO ${po.PONumber}`, variant: "success" });
      onOpenChange(false);
    } catch (error) {
      const unplaced =
        error instanceof ApiError
          ? applyServerFieldErrors(error.fields, form.setError, (name) => name in emptyLine)
          : [];
      if (error instanceof ApiError && error.status === 409) {
        onReload();
        setMessages([...unplaced, `${error.message} Your entries are kept: save again to use them.`]);
      } else setMessages(formMessagesAfter(error, unplaced));
      toast({ title: "Line not saved", description: errorMessage(error), variant: "error" });
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Add line"
      formLabel="Add line"
      description={description(po)}
      width="2xl"
      submitLabel="Add line"
      isSubmitting={form.formState.isSubmitting}
      onSubmit={handleSubmit}
      formMessage={<FormErrors messages={messages} />}
    >
      <FormProvider form={form}>
        <LineFields customerId={po.CustomerId} isPartLocked={false} />
      </FormProvider>
    </FormDialog>
  );
}

const lineFields = Object.keys(lineFieldLabels) as (keyof typeof lineFieldLabels)[];
// The form's other values follow the part and the price; only `lineFields` are ever compared.
const formLabels: Record<keyof LineFormValues, string> = {
  ...lineFieldLabels,
  Revision: "Revision",
  Description: "Description",
  IsPriceTyped: "Price typed",
};

function EditLineDialog({ po, line, onOpenChange }: DialogProps & { line: PurchaseOrderLine }) {
  const { trigger: updateLine } = useUpdateLine();
  const { LineNumber: lineNumber } = line;
  const save = useCallback(
    async (values: Parameters<typeof toLineInput>[0], version: number) => {
      const saved = await updateLine({
        poKey: po.POKey,
        lineNumber,
        line: { ...toLineInput(values), Version: version },
      });
      return saved.Lines.find((each) => each.LineNumber === lineNumber) ?? line;
    },
    [updateLine, po.POKey, lineNumber, line],
  );
  const record = useRecordForm({
    record: line,
    rules: lineRules,
    toValues: toLineFormValues,
    save,
    readCurrent: readLine,
    fields: lineFields,
    savedMessage: () => `Line ${lineNumber} saved`,
    onSaved: () => onOpenChange(false),
  });
  const title = `Edit line ${lineNumber}`;
  const isLocked = isPartLocked(line);

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={title}
      formLabel={title}
      description={isLocked ? "The part is fixed: this line has a WO or a shipment." : description(po)}
      width="2xl"
      submitLabel="Save line"
      isSubmitting={record.isSaving}
      onSubmit={record.onSubmit}
      formMessage={<FormErrors messages={record.formErrors} />}
    >
      <FormProvider form={record.form}>
        <RecordChanges record={record} labels={formLabels} formatValue={formatLineValue} />
        <ChangedFieldsProvider value={record.changedFields}>
          <LineFields customerId={po.CustomerId} isPartLocked={isLocked} />
        </ChangedFieldsProvider>
        {line.ShippedQuantity > 0 && (
          <p className="text-xs text-muted-foreground">
            {formatQuantity(line.ShippedQuantity)} already shipped: the quantity cannot go below that.
          </p>
        )}
      </FormProvider>
    </FormDialog>
  );
}

const description = (po: PurchaseOrder) =>
  `One of ${po.CustomerName}’s active parts. The unit price comes from the part’s breaks for the quantity unless you type one.`;

/** A stale-Version 409's `current`, when it is the line as it is now. */
function readLine(current: unknown): PurchaseOrderLine | undefined {
  const line = current as Partial<PurchaseOrderLine> | undefined;
  return line && typeof line.Version === "number" && typeof line.LineNumber === "number"
    ? (line as PurchaseOrderLine)
    : undefined;
}

function formatLineValue(field: keyof LineFormValues, value: unknown): string {
  if (typeof value !== "string" || value === "") return defaultFormatValue(value);
  if (field === "UnitPrice") return formatCurrency(value, { fractionDigits: 4 });
  if (field === "DueDate") return formatDate(value);
  return value;
}
