import { useState } from "react";
import { formatCurrency, formatDate, FormDialog, toast } from "@shopdesk/design-system";
import { ApiError } from "../../api/client";
import type { PurchaseOrder, PurchaseOrderLine } from "../../api/purchase-orders/types";
import { useAddLine } from "../../api/purchase-orders/use-add-line";
import { useUpdateLine } from "../../api/purchase-orders/use-update-line";
import { FormProvider } from "../../shared/forms/form";
import { FormErrors } from "../../shared/forms/form-errors";
import { useRulesForm } from "../../shared/forms/form-rules";
import { applyServerFieldErrors, errorMessage, formMessagesAfter } from "../../shared/forms/server-errors";
import { LineFields } from "./line-fields";
import { emptyLine, lineRules, toLineFormValues, toLineInput } from "./line-schema";
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
 * Add or change a PO line. A 400 puts the server's messages on the fields; a 409 (the PO or
 * line changed meanwhile, or a rule such as "the part is fixed once a WO exists") is shown
 * above the buttons with the user's values kept, and the PO is fetched again.
 */
export function POLineDialog({ purchaseOrder: po, lineNumber, onOpenChange, onReload }: POLineDialogProps) {
  const line = po.Lines.find((candidate) => candidate.LineNumber === lineNumber);
  const isNew = lineNumber === undefined;
  const { trigger: addLine } = useAddLine();
  const { trigger: updateLine } = useUpdateLine();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useRulesForm(lineRules, {
    defaultValues: line ? toLineFormValues(line) : emptyLine,
    mode: "onSubmit",
  });
  const title = isNew ? "Add line" : `Edit line ${lineNumber}`;

  const handleSubmit = form.handleSubmit(async (values) => {
    setMessages([]);
    try {
      if (isNew) await addLine({ purchaseOrder: po, line: toLineInput(values) });
      else if (line)
        await updateLine({
          poKey: po.POKey,
          lineNumber: line.LineNumber,
          line: { ...toLineInput(values), Version: line.Version },
        });
      toast({ title: isNew ? `Line added to PO ${po.PONumber}` : `Line ${lineNumber} saved`, variant: "success" });
      onOpenChange(false);
    } catch (error) {
      const unplaced =
        error instanceof ApiError
          ? applyServerFieldErrors(error.fields, form.setError, (name) => name in emptyLine)
          : [];
      if (error instanceof ApiError && error.status === 409) {
        onReload();
        const theirs = describeTheirLine(error.current);
        setMessages([...unplaced, `${error.message}${theirs} Your entries are kept: save again to use them.`]);
      } else setMessages(formMessagesAfter(error, unplaced));
      toast({ title: "Line not saved", description: errorMessage(error), variant: "error" });
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={title}
      formLabel={title}
      description={
        line && isPartLocked(line)
          ? "The part is fixed: this line has a WO or a shipment."
          : `One of ${po.CustomerName}’s active parts. The unit price comes from the part’s breaks for the quantity unless you type one.`
      }
      width="2xl"
      submitLabel={isNew ? "Add line" : "Save line"}
      isSubmitting={form.formState.isSubmitting}
      onSubmit={handleSubmit}
      formMessage={<FormErrors messages={messages} />}
    >
      <FormProvider form={form}>
        <LineFields customerId={po.CustomerId} isPartLocked={line ? isPartLocked(line) : false} />
        {line && line.ShippedQuantity > 0 && (
          <p className="text-xs text-muted-foreground">
            {line.ShippedQuantity.toLocaleString("en-US")} already shipped: the quantity cannot go below that.
          </p>
        )}
      </FormProvider>
    </FormDialog>
  );
}

/** " Theirs: 120 at $38.7500, due 05/01/2024." from a stale-Version 409's `current` line. */
function describeTheirLine(current: unknown): string {
  const line = current as Partial<PurchaseOrderLine> | undefined;
  if (
    !line ||
    typeof line.Quantity !== "number" ||
    typeof line.UnitPrice !== "string" ||
    typeof line.DueDate !== "string"
  )
    return "";
  const part = line.PartNumber ? `${line.PartNumber} rev ${line.Revision}, ` : "";
  return ` Theirs: ${part}${line.Quantity.toLocaleString("en-US")} at ${formatCurrency(line.UnitPrice, { fractionDigits: 4 })}, due ${formatDate(line.DueDate)}.`;
}
