import { activeFilters, type ActiveFilter as ActiveChoice } from "@shopdesk/contract";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@shopdesk/design-system";

const labels: Record<ActiveChoice, string> = { true: "Active", false: "Inactive", all: "All" };

export type ActiveFilterProps = { value: string; onChange: (value: ActiveChoice) => void; className?: string };

/** Active / Inactive / All, for lists of records that are deactivated rather than deleted. */
export function ActiveFilter({ value, onChange, className }: ActiveFilterProps) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as ActiveChoice)}>
      <SelectTrigger aria-label="Show" className={className ?? "w-full sm:w-36"}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {activeFilters.map((choice) => (
          <SelectItem key={choice} value={choice}>
            {labels[choice]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
