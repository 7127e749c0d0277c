import { useCreateCustomer } from "../../api/customers/use-create-customer";
import { CreateDialog, type NewDialogProps } from "../../shared/forms/create-dialog";
import { TextField } from "../../shared/forms/fields";
import { useRulesForm } from "../../shared/forms/form-rules";
import { customerLink } from "../../shared/record-links";
import { emptyCustomerValues, newCustomerDialogRules, type NewCustomerDialogValues as Values } from "./customer-schema";

const upperCase = (value: string) => value.toUpperCase();

/**
 * "New customer": the code, name and contact; addresses and the rest are filled in on the
 * customer's page, where the dialog leads once it is created.
 */
export function NewCustomerDialog(dialog: NewDialogProps) {
  const { trigger: createCustomer } = useCreateCustomer();
  const form = useRulesForm(newCustomerDialogRules, {
    defaultValues: { CustomerId: "", Name: "", ContactName: "", Phone: "", Email: "", PaymentTerms: "Net 30" },
    mode: "onTouched",
  });

  return (
    <CreateDialog
      {...dialog}
      title="New customer"
      description="The code cannot change later. Addresses and notes come next, on the customer’s page."
      submitLabel="Create customer"
      form={form}
      // The dialog holds some of the fields; the rest start empty, as on the customer's page.
      create={async () => {
        const { newCustomerSchema } = await import("./customer-form-rules");
        return createCustomer(newCustomerSchema.parse({ ...emptyCustomerValues, ...form.getValues() }));
      }}
      savedMessage={(customer) => `Customer ${customer.CustomerId} created`}
      recordPath={(customer) => customerLink(customer.CustomerId)}
    >
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
    </CreateDialog>
  );
}
