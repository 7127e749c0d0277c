import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@shopdesk/design-system";
import type { PartKey } from "../../api/parts/types";
import { useSavePart } from "../../api/parts/use-save-part";
import { TextField } from "../forms/fields";
import { FormErrors } from "../forms/form-errors";
import { submitCreate } from "../forms/submit-create";
import { newPartSchema, toNewPartInput } from "./part-schema";

const dialogSchema = newPartSchema.pick({ PartNumber: true, Revision: true, Description: true, CustomerId: true, UnitOfMeasure: true });
type Values = z.input<typeof dialogSchema>;
type Output = z.output<typeof dialogSchema>;
const upperCase = (value: string) => value.toUpperCase();

export type NewPartDialogProps = {
  isOpen: boolean;
  /** Customer code to start with (from `?customerId=`, e.g. "New part" on a customer). */
  customerId?: string;
  onOpenChange: (open: boolean) => void;
  onCreated: (part: PartKey) => void;
};

/** "New part": its key, description and customer; pricing is edited once it exists. */
export function NewPartDialog({ isOpen, customerId = "", onOpenChange, onCreated }: NewPartDialogProps) {
  const { createPart } = useSavePart();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(dialogSchema),
    values: { PartNumber: "", Revision: "A", Description: "", CustomerId: customerId, UnitOfMeasure: "EA" },
    resetOptions: { keepDirtyValues: true },
    mode: "onTouched",
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    const input = toNewPartInput(
      newPartSchema.parse({
        ...values,
        Material: "",
        DrawingNumber: "",
        Notes: "",
        Active: true,
        LotCharge: "0.00",
        EffectiveDate: "",
        QuoteReference: "",
        Breaks: [],
      }),
    );
    const result = await submitCreate(() => createPart(input), {
      setError: form.setError,
      fieldNames: Object.keys(form.getValues()),
      savedMessage: (part) => `Part ${part.PartNumber} rev ${part.Revision} created`,
    });
    setUnplaced(result.unplaced);
    if (result.record) onCreated(result.record);
  });

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>New part</DialogTitle>
          <DialogDescription>Part number and revision cannot change later. Add the price breaks once it is created.</DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form noValidate onSubmit={handleSubmit} className="grid grid-cols-1 gap-4">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_7rem]">
              <TextField<Values> name="PartNumber" label="Part number" required autoComplete="off" />
              <TextField<Values> name="Revision" label="Revision" required transform={upperCase} autoComplete="off" />
            </div>
            <TextField<Values> name="Description" label="Description" required autoComplete="off" />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_7rem]">
              <TextField<Values> name="CustomerId" label="Customer" required hint="Customer code, e.g. ACME" transform={upperCase} autoComplete="off" />
              <TextField<Values> name="UnitOfMeasure" label="Unit" required transform={upperCase} autoComplete="off" />
            </div>
            <FormErrors messages={unplaced} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" isLoading={form.formState.isSubmitting}>
                Create part
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
