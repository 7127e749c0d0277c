import { useId } from "react";
import { purchaseOrderStatuses } from "@shopdesk/contract";
import { Checkbox, Input, Button, SearchBox } from "@shopdesk/design-system";
import { CustomerPicker } from "../customers";
import { StatusSelect } from "../../shared/lists/status-select";

export type POListFilterValues = {
  q: string;
  status: string;
  customer: string;
  from: string;
  to: string;
  late: string;
};

export type POListFiltersProps = {
  values: POListFilterValues;
  onChange: (patch: Partial<POListFilterValues>, options?: { replace?: boolean }) => void;
  hasFilters: boolean;
};

/** The PO list's search and filters: PO number, status, customer, PO date range, late only. */
export function POListFilters({ values, onChange, hasFilters }: POListFiltersProps) {
  const fromId = useId();
  const toId = useId();
  const customerId = useId();
  return (
    <div
      className="grid grid-cols-1 gap-3 border-b p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.2fr)_11rem_minmax(0,1.3fr)_auto]"
      data-slot="po-filters"
    >
      <SearchBox
        label="Search PO number"
        placeholder="PO number…"
        value={values.q}
        onSearch={(q) => onChange({ q }, { replace: true })}
      />
      <StatusSelect
        aria-label="Status"
        value={values.status}
        onChange={(status) => onChange({ status })}
        statuses={purchaseOrderStatuses}
        anyLabel="All statuses"
      />
      <div className="grid grid-cols-[auto_1fr] items-center gap-2 sm:col-span-2 lg:col-span-1">
        <label htmlFor={customerId} className="text-sm text-muted-foreground">
          Customer
        </label>
        <div>
          <CustomerPicker
            key={values.customer}
            value={values.customer ? { CustomerId: values.customer, Name: "" } : null}
            onChange={(customer) => onChange({ customer: customer?.CustomerId ?? "" })}
            placeholder="Any customer"
            id={customerId}
          />
        </div>
      </div>
      <Checkbox
        className="self-center"
        label="Late only"
        checked={values.late === "true"}
        onCheckedChange={(checked) => onChange({ late: checked === true ? "true" : "" })}
      />
      <div className="grid grid-cols-[auto_1fr] items-center gap-2 sm:col-span-2 sm:flex sm:flex-wrap lg:col-span-4">
        <label htmlFor={fromId} className="text-sm text-muted-foreground">
          PO date from
        </label>
        <Input
          id={fromId}
          type="date"
          className="h-9 sm:w-40"
          value={values.from}
          onChange={(event) => onChange({ from: event.target.value })}
        />
        <label htmlFor={toId} className="text-right text-sm text-muted-foreground">
          to
        </label>
        <Input
          id={toId}
          type="date"
          className="h-9 sm:w-40"
          value={values.to}
          onChange={(event) => onChange({ to: event.target.value })}
        />
        {hasFilters && (
          <Button
            variant="ghost"
            size="sm"
            className="col-span-2 justify-self-end sm:ml-auto"
            onClick={() => onChange({ q: "", status: "", customer: "", from: "", to: "", late: "" })}
          >
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
