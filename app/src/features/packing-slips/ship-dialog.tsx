import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { FormDialog, toast } from "@shopdesk/design-system";
import { ApiError } from "../../api/client";
import type { PurchaseOrder } from "../../api/purchase-orders/types";
import { useCreatePackingSlip } from "../../api/packing-slips/use-create-packing-slip";
import { FormProvider, useWatch } from "../../shared/forms/form";
import { FormErrors } from "../../shared/forms/form-errors";
import { useRulesForm } from "../../shared/forms/form-rules";
import { PackingSlipHeaderFields } from "./packing-slip-header-fields";
import { applyServerFieldErrors, errorMessage, formMessagesAfter } from "../../shared/forms/server-errors";
import { packingSlipPrintPath } from "./print-path";
import { ShipLineFields } from "./ship-line-fields";
import { defaultShipValues, shipRules, toFormLineFields, toPackingSlipInput } from "./ship-schema";

export type ShipDialogProps = {
  purchaseOrder: PurchaseOrder;
  onOpenChange: (open: boolean) => void;
  /** Fetch the PO again after a 409 (someone shipped meanwhile): the open quantities change. */
  onReload: () => void;
};

/**
 * "Ship": a packing slip for the lines ticked, each at most what is still open (checked here
 * and by the server, whose 409 lands beside the line's quantity), with carrier and tracking.
 */
export function ShipDialog({ purchaseOrder: po, onOpenChange, onReload }: ShipDialogProps) {
  const { trigger: createPackingSlip } = useCreatePackingSlip();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useRulesForm(shipRules, {
    defaultValues: defaultShipValues(po),
    mode: "onSubmit",
  });
  const { getValues, setValue } = form;
  const shipLines = useWatch("Lines", form);
  const linesMessage = form.formState.errors.Lines;

  // A reload after someone else shipped brings new open quantities: check against those.
  useEffect(() => {
    getValues().Lines.forEach((shipLine, index) => {
      const line = po.Lines.find((candidate) => candidate.LineNumber === shipLine.LineNumber);
      if (line && line.OpenQuantity !== shipLine.OpenQuantity)
        setValue(`Lines.${index}.OpenQuantity`, line.OpenQuantity);
    });
  }, [po.Lines, getValues, setValue]);

  const handleSubmit = form.handleSubmit(async (values) => {
    setMessages([]);
    const { input, formIndexes } = toPackingSlipInput(values);
    try {
      const slip = await createPackingSlip({ poKey: po.POKey, slip: input });
      toast({
        title: `Packing slip ${slip.PSlipNumber} created`,
        description: `PO ${po.PONumber}: ${slip.Lines.length} line${slip.Lines.length === 1 ? "" : "s"} shipped.`,
        variant: "success",
        action: (
          <Link to={packingSlipPrintPath(po.POKey, slip.PSlipNumber, "slip")} target="_blank" rel="noopener">
            Print packing slip {slip.PSlipNumber}
          </Link>
        ),
        actionAltText: `Packing slip ${slip.PSlipNumber} is also listed under the PO's packing slips.`,
      });
      onOpenChange(false);
    } catch (error) {
      const unplaced =
        error instanceof ApiError
          ? applyServerFieldErrors(
              toFormLineFields(error.fields, formIndexes),
              form.setError,
              (name) => name.split(".")[0]! in values,
            )
          : [];
      if (error instanceof ApiError && error.status === 409) onReload();
      setMessages(formMessagesAfter(error, unplaced));
      toast({ title: "Not shipped", description: errorMessage(error), variant: "error" });
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Ship PO ${po.PONumber}`}
      formLabel={`Ship PO ${po.PONumber}`}
      description="A packing slip for what goes out now. Each line starts at its open quantity; ship less to leave the rest back-ordered."
      width="3xl"
      submitLabel="Create packing slip"
      isSubmitting={form.formState.isSubmitting}
      onSubmit={handleSubmit}
      formMessage={<FormErrors messages={messages} />}
    >
      <FormProvider form={form}>
        <PackingSlipHeaderFields />
        <section aria-labelledby="ship-lines-title" className="grid grid-cols-1 gap-2">
          <h3 id="ship-lines-title" className="text-sm font-semibold">
            Lines to ship
          </h3>
          {linesMessage && (
            <p role="alert" className="text-sm text-destructive">
              {linesMessage}
            </p>
          )}
          {shipLines.map((shipLine, index) => {
            const line = po.Lines.find((candidate) => candidate.LineNumber === shipLine.LineNumber);
            return line ? <ShipLineFields key={line.LineNumber} index={index} line={line} /> : null;
          })}
        </section>
      </FormProvider>
    </FormDialog>
  );
}
