import { useNavigate } from "react-router-dom";
import { Button } from "@shopdesk/design-system";
import type { CustomerSummary } from "../../api/customers/types";
import type { ActiveFilter } from "@shopdesk/contract";
import { useCustomers } from "../../api/customers/use-customers";
import { ActiveBadge } from "../../shared/lists/active-badge";
import { onDemandDialog } from "@shopdesk/design-system";
import { ListScreen } from "../../shared/lists/list-screen";
import { ListTable, PrimaryCell, RowLink, type ListColumn } from "../../shared/lists/list-table";
import { useListParams } from "../../shared/lists/use-list-params";
import { ExportListButton, ImportLink } from "../imports";
import { CUSTOMER_PAGE_SIZE, customerListSpec } from "./customer-list-params";
import { customerLink } from "../../shared/record-links";

const NewCustomerDialog = onDemandDialog(
  () => import("./new-customer-dialog").then((module) => module.NewCustomerDialog),
  (props) => props.isOpen,
);

// On a phone: the code with the name under it, and the status.
const columns: ListColumn<CustomerSummary>[] = [
  {
    header: "Code",
    sortField: "CustomerId",
    className: "font-medium",
    cell: (customer) => (
      <PrimaryCell phoneDetails={customer.Name}>
        <RowLink to={customerLink(customer.CustomerId)}>{customer.CustomerId}</RowLink>
      </PrimaryCell>
    ),
  },
  {
    header: "Name",
    sortField: "Name",
    className: "hidden max-w-64 truncate sm:table-cell",
    cell: (customer) => customer.Name,
  },
  {
    header: "Contact",
    sortField: "ContactName",
    className: "hidden md:table-cell",
    cell: (customer) => customer.ContactName,
  },
  {
    header: "Terms",
    sortField: "PaymentTerms",
    className: "hidden lg:table-cell",
    cell: (customer) => customer.PaymentTerms,
  },
  { header: "Status", cell: (customer) => <ActiveBadge isActive={customer.Active} /> },
];

/** `/customer`: search, filter, sort and page through customers; "New customer" opens `?new=1`. */
export function CustomerList() {
  const navigate = useNavigate();
  const { params, setParams } = useListParams(customerListSpec);
  const { customers, error, isLoading, isValidating, reload } = useCustomers({
    q: params.q,
    active: params.active as ActiveFilter,
    sort: params.sort,
    page: params.page,
    pageSize: CUSTOMER_PAGE_SIZE,
  });
  const hasFilters = params.q !== "" || params.active !== "true";

  return (
    <ListScreen
      title="Customers"
      description="Find a customer by code, name or contact."
      newLabel="New customer"
      actions={
        <>
          <ImportLink kind="customers" />
          <ExportListButton kind="customers" />
        </>
      }
      dialog={NewCustomerDialog}
      search={{
        label: "Search customers",
        placeholder: "Search code, name, contact…",
        value: params.q,
        onSearch: (q) => setParams({ q }, { replace: true }),
      }}
      active={{ value: params.active, onChange: (active) => setParams({ active }) }}
    >
      <ListTable
        label="Customers"
        columns={columns}
        rows={customers?.Items}
        total={customers?.Total}
        isTotalExact={customers?.TotalIsExact}
        rowKey={(customer) => customer.CustomerId}
        error={error}
        isLoading={isLoading}
        isValidating={isValidating}
        errorTitle="Could not load customers"
        onRetry={() => void reload()}
        empty={{
          title: "No customers found",
          description: hasFilters
            ? "No customer matches this search. Try other words or show all customers."
            : "There are no customers yet.",
          action: hasFilters ? (
            <Button variant="outline" onClick={() => setParams({ q: "", active: "all" })}>
              Show all customers
            </Button>
          ) : undefined,
        }}
        sort={params.sort}
        onSortChange={(sort) => setParams({ sort })}
        page={params.page}
        pageSize={CUSTOMER_PAGE_SIZE}
        onPageChange={(page) => setParams({ page })}
        onRowClick={(customer) => void navigate(customerLink(customer.CustomerId))}
      />
    </ListScreen>
  );
}
