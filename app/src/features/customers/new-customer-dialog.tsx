import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@shopdesk/design-system";
import { useSaveCustomer } from "../../api/customers/use-save-customer";
import { TextField } from "../forms/fields";
import { FormErrors } from "../forms/form-errors";
import { submitCreate } from "../forms/submit-create";
import { emptyCustomerValues, newCustomerSchema, toCustomerInput } from "./customer-schema";

const newCustomerDialogSchema = newCustomerSchema.pick({
  CustomerId: true,
  Name: true,
  ContactName: true,
  Phone: true,
  Email: true,
  PaymentTerms: true,
});
type Values = z.input<typeof newCustomerDialogSchema>;
type Output = z.output<typeof newCustomerDialogSchema>;

const upperCase = (value: string) => value.toUpperCase();

export type NewCustomerDialogProps = { isOpen: boolean; onOpenChange: (open: boolean) => void };

/**
 * "New customer": the code, name and contact; addresses and the rest are filled in on the
 * customer's page, where the dialog leads once it is created.
 */
export function NewCustomerDialog({ isOpen, onOpenChange }: NewCustomerDialogProps) {
  const navigate = useNavigate();
  const { createCustomer } = useSaveCustomer();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(newCustomerDialogSchema),
    defaultValues: { CustomerId: "", Name: "", ContactName: "", Phone: "", Email: "", PaymentTerms: "Net 30" },
    mode: "onTouched",
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    const full = newCustomerSchema.parse({ ...emptyCustomerValues, ...values });
    const result = await submitCreate(
      () => createCustomer({ CustomerId: full.CustomerId, ...toCustomerInput(full) }),
      { setError: form.setError, fieldNames: Object.keys(form.getValues()), savedMessage: (customer) => `Customer ${customer.CustomerId} created` },
    );
    setUnplaced(result.unplaced);
    if (!result.record) return;
    form.reset();
    await navigate(`/customer/${encodeURIComponent(result.record.CustomerId)}`);
  });

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          form.reset();
          setUnplaced([]);
        }
        onOpenChange(open);
      }}
    >
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>New customer</DialogTitle>
          <DialogDescription>The code cannot change later. Addresses and notes come next, on the customer’s page.</DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form noValidate onSubmit={handleSubmit} className="grid grid-cols-1 gap-4">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-[10rem_1fr]">
              <TextField<Values>
                name="CustomerId"
                label="Code"
                required
                hint="2–12 letters, digits or -"
                autoComplete="off"
                transform={upperCase}
              />
              <TextField<Values> name="Name" label="Name" required autoComplete="organization" />
            </div>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField<Values> name="ContactName" label="Contact" autoComplete="off" />
              <TextField<Values> name="Phone" label="Phone" type="tel" autoComplete="off" />
              <TextField<Values> name="Email" label="Email" type="email" autoComplete="off" />
              <TextField<Values> name="PaymentTerms" label="Payment terms" hint="e.g. Net 30" />
            </div>
            <FormErrors messages={unplaced} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" isLoading={form.formState.isSubmitting}>
                Create customer
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
