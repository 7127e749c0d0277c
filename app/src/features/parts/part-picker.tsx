import { Combobox } from "@shopdesk/design-system";
import type { PartSummary } from "../../api/parts/types";
import { useCurrentParts } from "../../api/parts/use-current-parts";
import { useOrderableParts } from "../../api/purchase-orders/use-orderable-parts";
import { type PickerProps, usePickerSearch } from "../../shared/pickers/use-picker-search";

export type PartChoice = Pick<PartSummary, "PartNumber" | "Revision" | "Description"> &
  Partial<Pick<PartSummary, "CustomerId">>;

/** Whose parts the picker offers. */
export type PartScope = {
  /** The customer whose parts to offer (a PO line); without one the picker is disabled. */
  customerId?: string;
  /** Offer every customer's parts instead, each shown with its customer (a WO for stock). */
  isAnyCustomer?: boolean;
};

export type PartPickerProps = Omit<PickerProps<PartChoice>, "placeholder"> & PartScope;

const partText = (part: PartChoice) => `${part.PartNumber} rev ${part.Revision}`;

/** Picks an active, current part revision by number or description: one of the customer's, or any customer's. */
export function PartPicker({
  customerId,
  isAnyCustomer = false,
  value,
  onChange,
  disabled,
  ...props
}: PartPickerProps) {
  const { q, lookUpProps } = usePickerSearch();
  // One of the two looks up; the other has no key and fetches nothing.
  const customerParts = useOrderableParts(isAnyCustomer ? undefined : customerId, q);
  const everyParts = useCurrentParts(q, isAnyCustomer);
  const { parts, error, isLoading, isValidating } = isAnyCustomer ? everyParts : customerParts;
  const isWaitingForCustomer = !isAnyCustomer && !customerId;
  return (
    <Combobox<PartChoice>
      {...props}
      value={value}
      onChange={onChange}
      itemText={partText}
      itemKey={(part) => `${part.PartNumber}/${part.Revision}`}
      renderItem={(part) => (
        <span className="grid">
          <span className="font-medium">{partText(part)}</span>
          <span className="truncate text-xs text-muted-foreground">
            {isAnyCustomer && part.CustomerId ? `${part.CustomerId} · ${part.Description}` : part.Description}
          </span>
        </span>
      )}
      {...lookUpProps({ items: parts, error, isLoading, isValidating }, "parts")}
      emptyMessage={
        isAnyCustomer
          ? "No active part matches"
          : customerId
            ? "No active part of this customer matches"
            : "Choose the customer first"
      }
      listLabel="Parts"
      placeholder={isWaitingForCustomer ? "Choose the customer first" : "Part number or description…"}
      disabled={disabled || isWaitingForCustomer}
    />
  );
}
