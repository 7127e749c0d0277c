import { Combobox } from "@shopdesk/design-system";
import type { CustomerSummary } from "../../api/customers/types";
import { useCustomers } from "../../api/customers/use-customers";
import { PICKER_PAGE_SIZE, type PickerProps, usePickerSearch } from "../../shared/pickers/use-picker-search";

export type CustomerChoice = Pick<CustomerSummary, "CustomerId" | "Name">;

export type CustomerPickerProps = PickerProps<CustomerChoice>;

const customerText = (customer: CustomerChoice) =>
  customer.Name ? `${customer.CustomerId} — ${customer.Name}` : customer.CustomerId;

/** Picks an active customer by code or name, looked up as the user types (`GET /customers?q=`). */
export function CustomerPicker({ value, onChange, placeholder = "Code or name…", ...props }: CustomerPickerProps) {
  const { q, lookUpProps } = usePickerSearch();
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
      {...lookUpProps({ items: customers?.Items, error, isLoading, isValidating }, "customers")}
      emptyMessage="No active customer matches"
      listLabel="Customers"
      placeholder={placeholder}
    />
  );
}
