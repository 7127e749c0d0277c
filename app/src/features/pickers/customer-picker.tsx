import { useState, type Ref } from "react";
import type { CustomerSummary } from "../../api/customers/types";
import { useCustomers } from "../../api/customers/use-customers";
import { Combobox } from "./combobox";
import { useDebouncedValue } from "./use-debounced-value";

export type CustomerChoice = Pick<CustomerSummary, "CustomerId" | "Name">;

export const PICKER_PAGE_SIZE = 8;

export type CustomerPickerProps = {
  value: CustomerChoice | null;
  onChange: (customer: CustomerChoice | null) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

const customerText = (customer: CustomerChoice) => (customer.Name ? `${customer.CustomerId} — ${customer.Name}` : customer.CustomerId);

/** Picks an active customer by code or name, looked up as the user types (`GET /customers?q=`). */
export function CustomerPicker({ value, onChange, placeholder = "Code or name…", ...props }: CustomerPickerProps) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search);
  const { customers, error, isLoading, isValidating } = useCustomers({
    q,
    active: "true",
    sort: "Name",
    page: 1,
    pageSize: PICKER_PAGE_SIZE,
  });
  return (
    <Combobox<CustomerChoice>
      {...props}
      value={value}
      onChange={onChange}
      itemText={customerText}
      itemKey={(customer) => customer.CustomerId}
      renderItem={(customer) => (
        <span className="flex min-w-0 gap-2">
          <span className="font-medium">{customer.CustomerId}</span>
          <span className="truncate text-muted-foreground">{customer.Name}</span>
        </span>
      )}
      // Results for older text are not offered: Enter would pick from the wrong list.
      options={q === search && !isLoading ? customers?.Items : undefined}
      onSearchChange={setSearch}
      isLoading={isLoading || isValidating || q !== search}
      errorMessage={error ? `Could not look customers up: ${error.message}` : undefined}
      emptyMessage="No active customer matches"
      listLabel="Customers"
      placeholder={placeholder}
    />
  );
}
