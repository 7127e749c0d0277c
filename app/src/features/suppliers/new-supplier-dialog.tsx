import { approvalStatuses } from "../../api/suppliers/types";
import { useCreateSupplier } from "../../api/suppliers/use-create-supplier";
import { CreateDialog, type NewDialogProps } from "../../shared/forms/create-dialog";
import { SelectField, TextField } from "../../shared/forms/fields";
import { useRulesForm } from "../../shared/forms/form-rules";
import { emptySupplierValues, newSupplierDialogRules, type NewSupplierDialogValues as Values } from "./supplier-schema";
import { supplierLink } from "./supplier-link";

const approvalOptions = approvalStatuses.map((status) => ({ value: status, label: status }));

/** "New supplier": name, services, approval and contact; the address comes next, on its page. */
export function NewSupplierDialog(dialog: NewDialogProps) {
  const { trigger: createSupplier } = useCreateSupplier();
  const form = useRulesForm(newSupplierDialogRules, {
    defaultValues: {
      SupplierName: "",
      Services: "",
      ApprovalStatus: "Approved",
      CertificateExpires: "",
      ContactName: "",
      Phone: "",
      Email: "",
    },
    mode: "onTouched",
  });

  return (
    <CreateDialog
      {...dialog}
      title="New supplier"
      description="The name is how staff find and pick the supplier; it can be changed later."
      submitLabel="Create supplier"
      form={form}
      // The dialog holds some of the fields; the rest start empty, as on the supplier's page.
      create={async () => {
        const { supplierSchema } = await import("./supplier-form-rules");
        return createSupplier(supplierSchema.parse({ ...emptySupplierValues, ...form.getValues() }));
      }}
      savedMessage={(supplier) => `Supplier ${supplier.SupplierName} created`}
      recordPath={(supplier) => supplierLink(supplier.SupplierName)}
    >
      <TextField<Values> name="SupplierName" label="Name" required autoComplete="off" />
      <TextField<Values>
        name="Services"
        label="Services"
        hint="Separate with commas, e.g. Anodize, Plating"
        autoComplete="off"
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField<Values> name="ApprovalStatus" label="Approval" required options={approvalOptions} />
        <TextField<Values> name="CertificateExpires" label="Certificate expires" type="date" />
        <TextField<Values> name="ContactName" label="Contact" autoComplete="off" />
        <TextField<Values> name="Phone" label="Phone" type="tel" autoComplete="off" />
        <TextField<Values> className="sm:col-span-2" name="Email" label="Email" type="email" autoComplete="off" />
      </div>
    </CreateDialog>
  );
}
