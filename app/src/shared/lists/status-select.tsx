import { NativeSelect } from "@shopdesk/design-system";

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
    <NativeSelect aria-label={ariaLabel} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{anyLabel}</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </NativeSelect>
  );
}
