import type { ReactNode } from "react";
import { X } from "lucide-react";
import { Button, cn, FormField, Input, SearchBox } from "@shopdesk/design-system";
import type { ReportFiltersProps } from "./report-definition";
import { clearedFilters, hasReportFilters, type ReportParams, type ReportParamSpec } from "./report-params";
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
    <TextFilter
      label="Customer"
      boxLabel="Customer code"
      name="customerId"
      placeholder="e.g. ACME"
      transform={(text) => text.toUpperCase()}
      value={value}
      onChange={onChange}
    />
  );
}

export type TextFilterProps = {
  label: string;
  /** The search box's own name, where it says more than the label. */
  boxLabel?: string;
  name: string;
  value: string;
  onChange: SetReportParams;
  placeholder?: string;
  /** What is written of the text typed (a customer code in capitals). */
  transform?: (text: string) => string;
};

/** A text filter written after a pause in typing. */
export function TextFilter({
  label,
  boxLabel = label,
  name,
  value,
  onChange,
  placeholder,
  transform,
}: TextFilterProps) {
  return (
    <FormField label={label} className="lg:w-44">
      <SearchBox
        label={boxLabel}
        placeholder={placeholder}
        value={value}
        onSearch={(text) => onChange({ [name]: transform ? transform(text) : text }, { replace: true })}
      />
    </FormField>
  );
}

export type RangeFiltersProps = {
  /** The two ends' labels: "Due from", "Due to". */
  labels: readonly [from: string, to: string];
  /** The two ends' parameters: "dueFrom", "dueTo". */
  names: readonly [from: string, to: string];
  /** `date` for `YYYY-MM-DD`, `month` for `YYYY-MM`. */
  type: "date" | "month";
  values: readonly [from: string, to: string];
  onChange: SetReportParams;
};

/** A date or month range, each end bounding the other; a complete value is written at once, a cleared one removes it. */
export function RangeFilters({ labels, names, type, values: [from, to], onChange }: RangeFiltersProps) {
  return (
    <>
      <RangeEnd label={labels[0]} name={names[0]} type={type} value={from} max={to} onChange={onChange} />
      <RangeEnd label={labels[1]} name={names[1]} type={type} value={to} min={from} onChange={onChange} />
    </>
  );
}

type RangeEndProps = Omit<RangeFiltersProps, "labels" | "names" | "values"> & {
  label: string;
  name: string;
  value: string;
  min?: string;
  max?: string;
};

function RangeEnd({ label, name, type, value, onChange, min, max }: RangeEndProps) {
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

/** Due from and due to (`dueFrom`, `dueTo`): the open orders' and late WOs' range. */
export function DueRangeFilters({ params, onChange }: { params: ReportParams; onChange: SetReportParams }) {
  return (
    <RangeFilters
      labels={["Due from", "Due to"]}
      names={["dueFrom", "dueTo"]}
      type="date"
      values={[params.dueFrom ?? "", params.dueTo ?? ""]}
      onChange={onChange}
    />
  );
}

/**
 * The filters of a report over a range the server chooses when none is asked (shipments: this
 * month; sales: the last 12 months): the range it covers, the customer, Clear filters.
 */
export function rangeAndCustomerFilters<R extends "shipments" | "sales-by-customer">(
  spec: ReportParamSpec,
  range: Pick<RangeFiltersProps, "labels" | "type">,
): (props: ReportFiltersProps<R>) => ReactNode {
  return function RangeAndCustomerFilters({ params, onChange, answer }) {
    const { from, to } = shownRange(params, answer);
    return (
      <ReportFilterBar>
        <RangeFilters {...range} names={["from", "to"]} values={[from, to]} onChange={onChange} />
        <CustomerFilter value={params.customerId ?? ""} onChange={onChange} />
        {hasReportFilters(params, spec) && <ClearFilters onClear={() => onChange(clearedFilters(spec))} />}
      </ReportFilterBar>
    );
  };
}

/**
 * The range a report covers: the one asked for, or, where the filters leave it out, the one the
 * server used (its answer's `From` and `To`: the current month, the last 12 months).
 */
export function shownRange(params: ReportParams, answer: { From: string; To: string } | undefined) {
  return { from: params.from || answer?.From || "", to: params.to || answer?.To || "" };
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
