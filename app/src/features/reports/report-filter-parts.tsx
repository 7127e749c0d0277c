import type { ReactNode } from "react";
import { X } from "lucide-react";
import { Button, cn, FormField, Input } from "@shopdesk/design-system";
import { SearchBox } from "../../shared/lists/search-box";
import type { SetReportParams } from "./use-report-params";

/** The row of filters above a report's table. */
export function ReportFilterBar({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-slot="report-filters"
      className={cn("grid grid-cols-1 gap-3 border-b p-4 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end", className)}
    >
      {children}
    </div>
  );
}

/** A customer code typed in full (`customerId`, exact on the server); written after a pause. */
export function CustomerFilter({ value, onChange }: { value: string; onChange: SetReportParams }) {
  return (
    <FormField label="Customer" className="lg:w-44">
      <SearchBox
        label="Customer code"
        placeholder="e.g. ACME"
        value={value}
        onSearch={(customerId) => onChange({ customerId: customerId.toUpperCase() }, { replace: true })}
      />
    </FormField>
  );
}

export type TextFilterProps = {
  label: string;
  name: string;
  value: string;
  onChange: SetReportParams;
  placeholder?: string;
};

/** A text filter written after a pause in typing. */
export function TextFilter({ label, name, value, onChange, placeholder }: TextFilterProps) {
  return (
    <FormField label={label} className="lg:w-44">
      <SearchBox
        label={label}
        placeholder={placeholder}
        value={value}
        onSearch={(text) => onChange({ [name]: text }, { replace: true })}
      />
    </FormField>
  );
}

export type RangeFilterProps = {
  label: string;
  name: string;
  /** `date` for `YYYY-MM-DD`, `month` for `YYYY-MM`. */
  type: "date" | "month";
  value: string;
  onChange: SetReportParams;
  min?: string;
  max?: string;
};

/** One end of a date or month range; a complete value is written at once, a cleared one removes it. */
export function RangeFilter({ label, name, type, value, onChange, min, max }: RangeFilterProps) {
  return (
    <FormField label={label} className="lg:w-44">
      <Input
        type={type}
        name={name}
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
    </FormField>
  );
}

/** Every filter back to its default. */
export function ClearFilters({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="h-10 justify-self-start lg:w-auto" onClick={onClear}>
      <X className="size-4" aria-hidden="true" />
      Clear filters
    </Button>
  );
}
