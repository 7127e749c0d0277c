import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { Plus } from "lucide-react";
import {
  Button,
  Card,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@shopdesk/design-system";
import type { CustomerActiveFilter } from "../../api/customers/types";
import { useCustomers } from "../../api/customers/use-customers";
import { Page } from "../../shell/page";
import { ActiveBadge } from "../lists/active-badge";
import { ActiveFilter } from "../lists/active-filter";
import { LoadError, MessageRow, NoMatches, SkeletonRows, SortHead } from "../lists/list-parts";
import { SearchBox } from "../lists/search-box";
import { useListParams } from "../lists/use-list-params";
import { CUSTOMER_PAGE_SIZE, customerListSpec } from "./customer-list-params";
import { NewCustomerDialog } from "./new-customer-dialog";

const COLUMNS = 5;

/** `/customer`: search, filter, sort and page through customers; "New customer" opens `?new=1`. */
export function CustomerList() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { params, setParams } = useListParams(customerListSpec);
  const { customers, error, isLoading, isValidating, reload } = useCustomers({
    q: params.q,
    active: params.active as CustomerActiveFilter,
    sort: params.sort,
    page: params.page,
    pageSize: CUSTOMER_PAGE_SIZE,
  });
  const isNewOpen = searchParams.get("new") === "1";
  const hasFilters = params.q !== "" || params.active !== "true";

  const setNewOpen = (open: boolean) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (open) next.set("new", "1");
      else next.delete("new");
      return next;
    });
  const sortHead = (field: string, label: string, className?: string) => (
    <SortHead field={field} sort={params.sort} onSortChange={(sort) => setParams({ sort })} className={className}>
      {label}
    </SortHead>
  );

  function body() {
    if (isLoading && !customers) return <SkeletonRows columns={COLUMNS} />;
    if (error)
      return (
        <MessageRow columns={COLUMNS}>
          <LoadError title="Could not load customers" error={error} onRetry={() => void reload()} />
        </MessageRow>
      );
    if (!customers || customers.Items.length === 0)
      return (
        <MessageRow columns={COLUMNS}>
          <NoMatches
            title="No customers found"
            description={hasFilters ? "No customer matches this search. Try other words or show all customers." : "There are no customers yet."}
            action={
              hasFilters ? (
                <Button variant="outline" onClick={() => setParams({ q: "", active: "all" })}>
                  Show all customers
                </Button>
              ) : undefined
            }
          />
        </MessageRow>
      );
    return (
      <TableBody>
        {customers.Items.map((customer) => {
          const href = `/customer/${encodeURIComponent(customer.CustomerId)}`;
          return (
            <TableRow key={customer.CustomerId} className="cursor-pointer" onClick={() => void navigate(href)}>
              <TableCell className="font-medium">
                <Link to={href} className="text-primary underline-offset-4 hover:underline" onClick={(event) => event.stopPropagation()}>
                  {customer.CustomerId}
                </Link>
              </TableCell>
              <TableCell className="max-w-64 truncate">{customer.Name}</TableCell>
              <TableCell className="hidden md:table-cell">{customer.ContactName}</TableCell>
              <TableCell className="hidden lg:table-cell">{customer.PaymentTerms}</TableCell>
              <TableCell>
                <ActiveBadge isActive={customer.Active} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    );
  }

  return (
    <Page
      title="Customers"
      description="Find a customer by code, name or contact."
      actions={
        <Button onClick={() => setNewOpen(true)}>
          <Plus className="size-4" aria-hidden="true" />
          New customer
        </Button>
      }
    >
      <Card className="gap-0 py-0">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center">
          <SearchBox
            className="sm:max-w-sm sm:flex-1"
            label="Search customers"
            placeholder="Search code, name, contact…"
            value={params.q}
            onSearch={(q) => setParams({ q }, { replace: true })}
          />
          <ActiveFilter value={params.active} onChange={(active) => setParams({ active })} />
        </div>
        <Table aria-label="Customers" aria-busy={isValidating || undefined}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {sortHead("CustomerId", "Code")}
              {sortHead("Name", "Name")}
              {sortHead("ContactName", "Contact", "hidden md:table-cell")}
              {sortHead("PaymentTerms", "Terms", "hidden lg:table-cell")}
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          {body()}
        </Table>
        {customers && customers.Total > 0 && (
          <Pagination
            className="border-t p-4"
            page={params.page}
            pageSize={CUSTOMER_PAGE_SIZE}
            total={customers.Total}
            onPageChange={(page) => setParams({ page })}
          />
        )}
      </Card>
      <NewCustomerDialog isOpen={isNewOpen} onOpenChange={setNewOpen} />
    </Page>
  );
}
