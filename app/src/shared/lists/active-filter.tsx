import { activeFilters, type ActiveFilter as ActiveChoice } from "@shopdesk/contract";
import { NativeSelect } from "@shopdesk/design-system";

const labels: Record<ActiveChoice, string> = { true: "Active", false: "Inactive", all: "All" };

export type ActiveFilterProps = { value: string; onChange: (value: ActiveChoice) => void; className?: string };

/** Active / Inactive / All, for lists of records that are deactivated rather than deleted. */
export function ActiveFilter({ value, onChange, className }: ActiveFilterProps) {
  return (
    <NativeSelect
      aria-label="Show"
      className={className ?? "w-full sm:w-36"}
      value={value}
      onChange={(event) => onChange(event.target.value as ActiveChoice)}
    >
      {activeFilters.map((choice) => (
        <option key={choice} value={choice}>
          {labels[choice]}
        </option>
      ))}
    </NativeSelect>
  );
}
