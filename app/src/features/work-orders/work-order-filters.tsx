import { X } from "lucide-react";
import { workOrderStatuses } from "@shopdesk/contract";
import { Button, Checkbox, FormField, Input, SearchBox } from "@shopdesk/design-system";
import { StatusSelect } from "../../shared/lists/status-select";
import { CustomerPicker } from "../customers";
import { dueDateError, type WorkOrderListFilters } from "./work-order-list-params";

export type WorkOrderFiltersProps = {
  filters: WorkOrderListFilters;
  /** Called with the filters to change; `replace` for typing, so each key is not a history entry. */
  onChange: (patch: Partial<WorkOrderListFilters>, options?: { replace?: boolean }) => void;
  hasFilters: boolean;
};

/** Search, status, customer, due-date range and "late only" above the WO list. */
export function WorkOrderFilters({ filters, onChange, hasFilters }: WorkOrderFiltersProps) {
  return (
    <div className="grid grid-cols-1 gap-3 border-b p-4 sm:grid-cols-2 lg:grid-cols-[minmax(10rem,1fr)_10rem_minmax(10rem,1fr)_9.5rem_9.5rem_auto] lg:items-end">
      <FormField label="Search">
        <SearchBox
          label="Search work orders"
          placeholder="WO or part number…"
          value={filters.q}
          onSearch={(q) => onChange({ q }, { replace: true })}
        />
      </FormField>
      <FormField label="Status">
        <StatusSelect
          value={filters.status}
          onChange={(status) => onChange({ status })}
          statuses={workOrderStatuses}
          anyLabel="Any status"
        />
      </FormField>
      <FormField label="Customer">
        <CustomerPicker
          key={filters.customer}
          value={filters.customer ? { CustomerId: filters.customer, Name: "" } : null}
          onChange={(customer) => onChange({ customer: customer?.CustomerId ?? "" })}
          placeholder="Any customer"
        />
      </FormField>
      <FormField label="Due from" error={dueDateError(filters.dueFrom)}>
        <Input
          type="date"
          value={filters.dueFrom}
          max={filters.dueTo || undefined}
          onChange={(event) => onChange({ dueFrom: event.target.value })}
        />
      </FormField>
      <FormField label="Due to" error={dueDateError(filters.dueTo)}>
        <Input
          type="date"
          value={filters.dueTo}
          min={filters.dueFrom || undefined}
          onChange={(event) => onChange({ dueTo: event.target.value })}
        />
      </FormField>
      <div className="flex h-10 items-center gap-3 sm:col-span-2 lg:col-span-1">
        <Checkbox
          label="Late only"
          checked={filters.late === "true"}
          onCheckedChange={(checked) => onChange({ late: checked === true ? "true" : "" })}
        />
        {hasFilters && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ q: "", status: "", customer: "", dueFrom: "", dueTo: "", late: "" })}
          >
            <X className="size-4" aria-hidden="true" />
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
