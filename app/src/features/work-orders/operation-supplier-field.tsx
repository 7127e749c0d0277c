import { TriangleAlert } from "lucide-react";
import { FormField } from "@shopdesk/design-system";
import { useField, useFieldElement, useFieldError, useFormContext, useWatch } from "../../shared/forms/form";
import { SupplierPicker } from "../suppliers";
import type { WorkOrderFormValues } from "./work-order-schema";

type Values = WorkOrderFormValues;

/** The outside supplier of operation `index`, picked by name; flagged when its approval has expired. */
export function OperationSupplierField({ index, className }: { index: number; className?: string }) {
  const { setValue } = useFormContext<Values>();
  const field = useField<string>(`Operations.${index}.SupplierName`);
  const element = useFieldElement(`Operations.${index}.SupplierName`);
  const isExpired = useWatch<Values, `Operations.${number}.IsSupplierApprovalExpired`>(
    `Operations.${index}.IsSupplierApprovalExpired`,
  );
  const error = useFieldError(field.name);

  return (
    <div className={className}>
      <FormField
        label={
          <>
            <span className="sr-only">Operation {index + 1} </span>Outside supplier
          </>
        }
        error={error}
      >
        <SupplierPicker
          ref={element}
          name={field.name}
          onBlur={field.onBlur}
          value={field.value ? { SupplierName: field.value, IsApprovalExpired: isExpired } : null}
          onChange={(supplier) => {
            // The flag first: the name's change checks the row.
            setValue(`Operations.${index}.IsSupplierApprovalExpired`, supplier?.IsApprovalExpired ?? false);
            field.onChange(supplier?.SupplierName ?? "");
          }}
        />
      </FormField>
      {isExpired && (
        <p className="mt-1.5 flex items-start gap-1 text-xs font-medium text-destructive" data-slot="approval-expired">
          <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          Approval expired: check with quality before sending parts out.
        </p>
      )}
    </div>
  );
}
