import type { ReactNode } from "react";
import { operationStatuses } from "@shopdesk/contract";
import { FormField, Input, formatDateTime } from "@shopdesk/design-system";
import { SelectField, TextField } from "../../shared/forms/fields";
import {
  useField,
  useFieldChanged,
  useFieldElement,
  useFieldError,
  useWatch,
  useWatchAll,
} from "../../shared/forms/form";
import { RemoveRowButton } from "../../shared/forms/list-editor";
import { OperationSupplierField } from "./operation-supplier-field";
import type { WorkOrderFormValues } from "./work-order-schema";

type Values = WorkOrderFormValues;

const placeOptions = [
  { value: "inside", label: "In house" },
  { value: "outside", label: "Outside" },
] as const;
const statusOptions = operationStatuses.map((status) => ({ value: status, label: status }));
const upperCase = (value: string) => value.toUpperCase();

/** "Operation 2 Description" to assistive tech, "Description" on screen. */
function rowLabel(index: number, text: string): ReactNode {
  return (
    <>
      <span className="sr-only">Operation {index + 1} </span>
      {text}
    </>
  );
}

/** When the operation was signed off: set by the server once it is saved as Done. */
function DoneAt({ index }: { index: number }) {
  const [status, doneAt] = useWatchAll([`Operations.${index}.Status`, `Operations.${index}.DoneAt`]) as [
    string,
    string | null,
  ];
  let text = "—";
  if (status === "Done") text = doneAt ? formatDateTime(doneAt) : "When saved";
  return (
    <div className="grid content-start gap-1.5">
      <span className="text-sm font-medium">{rowLabel(index, "Done at")}</span>
      <span className="flex h-10 items-center text-sm text-muted-foreground tabular-nums" data-slot="timestamp">
        {text}
      </span>
    </div>
  );
}

/**
 * When the supplier should have outside work back. Only outside processing has one, so only its
 * rows show the box (a date left from before a switch to in house is not sent).
 */
function ExpectedBack({ index, className }: { index: number; className?: string }) {
  const field = useField<string>(`Operations.${index}.ExpectedBack`);
  const element = useFieldElement(field.name);
  return (
    <FormField
      label={rowLabel(index, "Expected back")}
      error={useFieldError(field.name)}
      isChanged={useFieldChanged(field.name)}
      className={className}
    >
      <Input
        type="date"
        name={field.name}
        ref={element}
        value={field.value ?? ""}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}

/**
 * One routing step: sequence, what to do, its status; where (work centre or outside supplier)
 * and, outside, when it is expected back; hours, when done.
 */
export function OperationRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const where = useWatch<Values, `Operations.${number}.Where`>(`Operations.${index}.Where`);
  return (
    <li className="relative grid grid-cols-2 gap-3 rounded-md border p-3 sm:grid-cols-12" data-slot="operation-row">
      <TextField<Values>
        className="sm:col-span-2"
        name={`Operations.${index}.Sequence`}
        label={rowLabel(index, "Seq")}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField<Values>
        className="col-span-2 row-start-2 sm:col-span-6 sm:row-start-auto"
        name={`Operations.${index}.Description`}
        label={rowLabel(index, "Description")}
        autoComplete="off"
      />
      <SelectField<Values>
        className="sm:col-span-3"
        name={`Operations.${index}.Status`}
        label={rowLabel(index, "Status")}
        options={statusOptions}
      />
      <div className="absolute top-1 right-1 sm:static sm:col-span-1 sm:flex sm:items-end sm:justify-end">
        <RemoveRowButton label={`Remove operation ${index + 1}`} onClick={onRemove} />
      </div>
      <SelectField<Values>
        className="sm:col-span-3"
        name={`Operations.${index}.Where`}
        label={rowLabel(index, "Where")}
        options={placeOptions}
      />
      {where === "outside" ? (
        <>
          <OperationSupplierField index={index} className="col-span-2 sm:col-span-4" />
          <ExpectedBack index={index} className="sm:col-span-3" />
        </>
      ) : (
        <TextField<Values>
          className="sm:col-span-5"
          name={`Operations.${index}.WorkCentre`}
          label={rowLabel(index, "Work centre")}
          placeholder="e.g. VMC-1"
          transform={upperCase}
          autoComplete="off"
        />
      )}
      <TextField<Values>
        className="sm:col-span-2"
        name={`Operations.${index}.PlannedHours`}
        label={rowLabel(index, "Planned hours")}
        inputMode="decimal"
        autoComplete="off"
      />
      <div className="sm:col-span-2">
        <DoneAt index={index} />
      </div>
    </li>
  );
}
