import { Controller, useFormContext, useWatch } from "react-hook-form";
import { TriangleAlert } from "lucide-react";
import { FormField } from "@shopdesk/design-system";
import { useFieldError } from "../../shared/forms/fields";
import { SupplierPicker } from "../suppliers";
import type { WorkOrderFormValues } from "./work-order-schema";

type Values = WorkOrderFormValues;

/** The outside supplier of operation `index`, picked by name; flagged when its approval has expired. */
export function OperationSupplierField({ index, className }: { index: number; className?: string }) {
  const { control, setValue, formState } = useFormContext<Values>();
  const isExpired = useWatch({ control, name: `Operations.${index}.IsSupplierApprovalExpired` });
  const error = useFieldError<Values>(`Operations.${index}.SupplierName`);

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
        <Controller
          control={control}
          name={`Operations.${index}.SupplierName`}
          render={({ field }) => (
            <SupplierPicker
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value ? { SupplierName: field.value, IsApprovalExpired: isExpired } : null}
              onChange={(supplier) => {
                field.onChange(supplier?.SupplierName ?? "");
                setValue(`Operations.${index}.IsSupplierApprovalExpired`, supplier?.IsApprovalExpired ?? false, {
                  shouldDirty: true,
                  shouldValidate: formState.isSubmitted,
                });
              }}
            />
          )}
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
