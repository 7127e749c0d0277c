import { useState, type Ref } from "react";
import type { PartSummary } from "../../api/parts/types";
import { useOrderableParts } from "../../api/purchase-orders/use-orderable-parts";
import { Combobox } from "./combobox";
import { useDebouncedValue } from "./use-debounced-value";

export type PartChoice = Pick<PartSummary, "PartNumber" | "Revision" | "Description">;

export type PartPickerProps = {
  /** Whose parts to offer; without one the picker is disabled. */
  customerId: string | undefined;
  value: PartChoice | null;
  onChange: (part: PartChoice | null) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

const partText = (part: PartChoice) => `${part.PartNumber} rev ${part.Revision}`;

/** Picks one of the customer's active, current part revisions by number or description. */
export function PartPicker({ customerId, value, onChange, disabled, ...props }: PartPickerProps) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search);
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
      // Results for older text are not offered: Enter would pick from the wrong list.
      options={q === search && !isLoading ? parts : undefined}
      onSearchChange={setSearch}
      isLoading={isLoading || isValidating || q !== search}
      errorMessage={error ? `Could not look parts up: ${error.message}` : undefined}
      emptyMessage={customerId ? "No active part of this customer matches" : "Choose the customer first"}
      listLabel="Parts"
      placeholder={customerId ? "Part number or description…" : "Choose the customer first"}
      disabled={disabled || !customerId}
    />
  );
}
