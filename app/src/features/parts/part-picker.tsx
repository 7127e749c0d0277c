import { Combobox } from "@shopdesk/design-system";
import type { PartSummary } from "../../api/parts/types";
import { useOrderableParts } from "../../api/purchase-orders/use-orderable-parts";
import { type PickerProps, usePickerSearch } from "../../shared/pickers/use-picker-search";

export type PartChoice = Pick<PartSummary, "PartNumber" | "Revision" | "Description">;

export type PartPickerProps = Omit<PickerProps<PartChoice>, "placeholder"> & {
  /** Whose parts to offer; without one the picker is disabled. */
  customerId: string | undefined;
};

const partText = (part: PartChoice) => `${part.PartNumber} rev ${part.Revision}`;

/** Picks one of the customer's active, current part revisions by number or description. */
export function PartPicker({ customerId, value, onChange, disabled, ...props }: PartPickerProps) {
  const { q, lookUpProps } = usePickerSearch();
  const { parts, error, isLoading, isValidating } = useOrderableParts(customerId, q);
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
          <span className="truncate text-xs text-muted-foreground">{part.Description}</span>
        </span>
      )}
      {...lookUpProps({ items: parts, error, isLoading, isValidating }, "parts")}
      emptyMessage={customerId ? "No active part of this customer matches" : "Choose the customer first"}
      listLabel="Parts"
      placeholder={customerId ? "Part number or description…" : "Choose the customer first"}
      disabled={disabled || !customerId}
    />
  );
}
