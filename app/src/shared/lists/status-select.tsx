import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@shopdesk/design-system";

const ANY = "any";

export type StatusSelectProps = {
  /** The chosen status; "" for any. */
  value: string;
  /** Called with the chosen status, "" for any. */
  onChange: (status: string) => void;
  /** The statuses offered after the "any" choice. */
  statuses: readonly string[];
  /** The "any" choice's text: "Any status". */
  anyLabel: string;
  /** The accessible name, where no FormField labels the select. */
  "aria-label"?: string;
};

/** A status filter of a list or report: one of `statuses`, or any. */
export function StatusSelect({ value, onChange, statuses, anyLabel, "aria-label": ariaLabel }: StatusSelectProps) {
  return (
    <Select value={value || ANY} onValueChange={(next) => onChange(next === ANY ? "" : next)}>
      <SelectTrigger aria-label={ariaLabel}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ANY}>{anyLabel}</SelectItem>
        {statuses.map((status) => (
          <SelectItem key={status} value={status}>
            {status}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
