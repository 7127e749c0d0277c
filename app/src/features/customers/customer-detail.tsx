import { useCustomer } from "../../api/customers/use-customer";
import { RecordAttachments } from "../../shared/attachments";
import { HistoryCard } from "../../shared/history/history-card";
import { ActiveBadge } from "../../shared/lists/active-badge";
import { RecordLayout, RecordScreen } from "../../shared/records/record-screen";
import { CustomerForm } from "./customer-form";
import { CustomerOrdersCard, CustomerPartsCard } from "./customer-related";
import { customerFieldLabels } from "./customer-schema";
import { recentCustomer } from "../../shell/recent-labels";

/** `/customer/{customerId}`: the record's edit form, its parts, recent POs, files and history. */
export function CustomerDetail({ customerId }: { customerId: string }) {
  const { customer, ...query } = useCustomer(customerId);
  return (
    <RecordScreen
      title={`Customer ${customerId}`}
      back={{ to: "/customer", label: "Customers" }}
      query={{ record: customer, ...query }}
      visit={recentCustomer}
      notFound={{
        title: "No such customer",
        description: `There is no customer with the code “${customerId}”. It may have been typed wrong.`,
        backTo: "/customer",
        backLabel: "Find a customer",
      }}
      errorTitle="Could not load this customer"
      description={(record) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="text-base text-foreground">{record.Name}</span>
          <ActiveBadge isActive={record.Active} />
        </span>
      )}
    >
      {(record) => (
        <RecordLayout
          main={<CustomerForm key={record.CustomerId} customer={record} />}
          asideLabel="Related records"
          aside={
            <>
              <CustomerPartsCard customerId={record.CustomerId} />
              <CustomerOrdersCard customerId={record.CustomerId} />
              <RecordAttachments
                record={{ Type: "customer", CustomerId: record.CustomerId }}
                defaultKind="Customer PO"
              />
              <HistoryCard entity="customer" entityKey={record.CustomerId} labels={customerFieldLabels} />
            </>
          }
        />
      )}
    </RecordScreen>
  );
}
