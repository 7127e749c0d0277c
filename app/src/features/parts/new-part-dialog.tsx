import type { PartKey } from "../../api/parts/types";
import { useCreatePart } from "../../api/parts/use-create-part";
import { CreateDialog, type NewDialogProps } from "../../shared/forms/create-dialog";
import { CustomerField } from "../customers";
import { TextField } from "../../shared/forms/fields";
import { useRulesForm } from "../../shared/forms/form-rules";
import { newPartDialogRules, type NewPartDialogValues as Values } from "./part-schema";

const upperCase = (value: string) => value.toUpperCase();

export type NewPartDialogProps = NewDialogProps & {
  /** Customer code to start with (from `?customerId=`, e.g. "New part" on a customer). */
  customerId?: string;
  onCreated: (part: PartKey) => void;
};

/** "New part": its key, description and customer; pricing is edited once it exists. */
export function NewPartDialog({ customerId = "", onCreated, ...dialog }: NewPartDialogProps) {
  const { trigger: createPart } = useCreatePart();
  const form = useRulesForm(newPartDialogRules, {
    values: { PartNumber: "", Revision: "A", Description: "", CustomerId: customerId, UnitOfMeasure: "EA" },
    mode: "onTouched",
  });

  return (
    <CreateDialog
      {...dialog}
      title="New part"
      description="Part number and revision cannot change later. Add the price breaks once it is created."
      submitLabel="Create part"
      form={form}
      // The rest takes the contract's defaults: no pricing yet, active.
      create={createPart}
      savedMessage={(part) => `Part ${part.PartNumber} rev ${part.Revision} created`}
      onCreated={onCreated}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_7rem]">
        <TextField<Values> name="PartNumber" label="Part number" required autoComplete="off" />
        <TextField<Values> name="Revision" label="Revision" required transform={upperCase} autoComplete="off" />
      </div>
      <TextField<Values> name="Description" label="Description" required autoComplete="off" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_7rem]">
        <CustomerField<Values>
          name="CustomerId"
          label="Customer"
          required
          hint="Type a code or name, then pick from the list."
        />
        <TextField<Values> name="UnitOfMeasure" label="Unit" required transform={upperCase} autoComplete="off" />
      </div>
    </CreateDialog>
  );
}
