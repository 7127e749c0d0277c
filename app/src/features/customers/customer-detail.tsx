import { Link } from "react-router-dom";
import { ArrowLeft } from "lucide-react";
import { Button } from "@shopdesk/design-system";
import { useCustomer } from "../../api/customers/use-customer";
import { Page } from "../../shell/page";
import { HistoryCard } from "../history/history-card";
import { ActiveBadge } from "../lists/active-badge";
import { DetailSkeleton } from "../lists/detail-skeleton";
import { LoadError } from "../lists/list-parts";
import { NotFound } from "../lists/not-found";
import { CustomerForm } from "./customer-form";
import { CustomerOrdersCard, CustomerPartsCard } from "./customer-related";
import { customerFieldLabels } from "./customer-schema";

const backToList = (
  <Button asChild variant="outline">
    <Link to="/customer">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Customers
    </Link>
  </Button>
);

/** `/customer/{customerId}`: the record's edit form, its parts, recent POs and history. */
export function CustomerDetail({ customerId }: { customerId: string }) {
  const { customer, error, isLoading, reload } = useCustomer(customerId);
  const title = `Customer ${customerId}`;

  if (isLoading)
    return (
      <Page title={title} actions={backToList}>
        <DetailSkeleton />
      </Page>
    );
  if (error?.status === 404)
    return (
      <Page title={title} actions={backToList}>
        <NotFound
          title="No such customer"
          description={`There is no customer with the code “${customerId}”. It may have been typed wrong.`}
          backTo="/customer"
          backLabel="Find a customer"
        />
      </Page>
    );
  if (error || !customer)
    return (
      <Page title={title} actions={backToList}>
        <LoadError className="rounded-lg border" title="Could not load this customer" error={error ?? new Error("No data")} onRetry={() => void reload()} />
      </Page>
    );

  return (
    <Page
      title={title}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="text-base text-foreground">{customer.Name}</span>
          <ActiveBadge isActive={customer.Active} />
        </span>
      }
      actions={backToList}
    >
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <CustomerForm key={customer.CustomerId} customer={customer} />
        </div>
        <aside className="grid grid-cols-1 gap-6" aria-label="Related records">
          <CustomerPartsCard customerId={customer.CustomerId} />
          <CustomerOrdersCard customerId={customer.CustomerId} />
          <HistoryCard entity="customer" entityKey={customer.CustomerId} labels={customerFieldLabels} />
        </aside>
      </div>
    </Page>
  );
}
