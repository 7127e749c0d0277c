import { useNavigate } from "react-router-dom";
import { Button } from "@shopdesk/design-system";
import type { SupplierApprovalFilter, SupplierSummary } from "../../api/suppliers/types";
import type { ActiveFilter } from "@shopdesk/contract";
import { useSuppliers } from "../../api/suppliers/use-suppliers";
import { ActiveBadge } from "../../shared/lists/active-badge";
import { onDemandDialog } from "@shopdesk/design-system";
import { ListScreen } from "../../shared/lists/list-screen";
import { ListTable, PrimaryCell, RowLink, type ListColumn } from "../../shared/lists/list-table";
import { useListParams } from "../../shared/lists/use-list-params";
import { ExportListButton, ImportLink } from "../imports";
import { ApprovalBadges, ApprovalFilter, CertificateExpiry } from "./approval-status";
import { SUPPLIER_PAGE_SIZE, supplierListSpec } from "./supplier-list-params";
import { supplierLink } from "./supplier-link";

const NewSupplierDialog = onDemandDialog(
  () => import("./new-supplier-dialog").then((module) => module.NewSupplierDialog),
  (props) => props.isOpen,
);

// On a phone: the name (wrapping) with the certificate's expiry under it, and the approval.
const columns: ListColumn<SupplierSummary>[] = [
  {
    header: "Name",
    sortField: "SupplierName",
    className: "font-medium whitespace-normal sm:max-w-72",
    cell: (supplier) => (
      <PrimaryCell
        phoneDetails={
          <>
            Certificate: <CertificateExpiry date={supplier.CertificateExpires} isExpired={supplier.IsApprovalExpired} />
          </>
        }
      >
        <RowLink to={supplierLink(supplier.SupplierName)}>{supplier.SupplierName}</RowLink>
      </PrimaryCell>
    ),
  },
  {
    header: "Services",
    className: "hidden max-w-56 truncate md:table-cell",
    cell: (supplier) => supplier.Services.join(", "),
  },
  {
    header: "Approval",
    sortField: "ApprovalStatus",
    cell: (supplier) => <ApprovalBadges status={supplier.ApprovalStatus} isExpired={supplier.IsApprovalExpired} />,
  },
  {
    header: "Certificate expires",
    sortField: "CertificateExpires",
    className: "hidden tabular-nums sm:table-cell",
    cell: (supplier) => <CertificateExpiry date={supplier.CertificateExpires} isExpired={supplier.IsApprovalExpired} />,
  },
  {
    header: "Status",
    sortField: "Active",
    className: "hidden lg:table-cell",
    cell: (supplier) => <ActiveBadge isActive={supplier.Active} />,
  },
];

/** `/supplier`: search, filter (active, approval), sort and page; "New supplier" opens `?new=1`. */
export function SupplierList() {
  const navigate = useNavigate();
  const { params, setParams } = useListParams(supplierListSpec);
  const { suppliers, error, isLoading, isValidating, reload } = useSuppliers({
    q: params.q,
    active: params.active as ActiveFilter,
    approval: (params.approval || undefined) as SupplierApprovalFilter,
    sort: params.sort,
    page: params.page,
    pageSize: SUPPLIER_PAGE_SIZE,
  });
  const hasFilters = params.q !== "" || params.active !== "true" || params.approval !== "";

  return (
    <ListScreen
      title="Suppliers"
      description="Outside processors and material suppliers, with their approval status."
      newLabel="New supplier"
      actions={
        <>
          <ImportLink kind="suppliers" />
          <ExportListButton kind="suppliers" />
        </>
      }
      dialog={NewSupplierDialog}
      search={{
        label: "Search suppliers",
        placeholder: "Search name, service, contact…",
        value: params.q,
        onSearch: (q) => setParams({ q }, { replace: true }),
      }}
      filters={<ApprovalFilter value={params.approval} onChange={(approval) => setParams({ approval })} />}
      active={{ value: params.active, onChange: (active) => setParams({ active }) }}
    >
      <ListTable
        label="Suppliers"
        columns={columns}
        rows={suppliers?.Items}
        total={suppliers?.Total}
        isTotalExact={suppliers?.TotalIsExact}
        rowKey={(supplier) => supplier.SupplierName}
        error={error}
        isLoading={isLoading}
        isValidating={isValidating}
        errorTitle="Could not load suppliers"
        onRetry={() => void reload()}
        empty={{
          title: "No suppliers found",
          description: hasFilters ? "No supplier matches these filters." : "There are no suppliers yet.",
          action: hasFilters ? (
            <Button variant="outline" onClick={() => setParams({ q: "", active: "all", approval: "" })}>
              Show all suppliers
            </Button>
          ) : undefined,
        }}
        sort={params.sort}
        onSortChange={(sort) => setParams({ sort })}
        page={params.page}
        pageSize={SUPPLIER_PAGE_SIZE}
        onPageChange={(page) => setParams({ page })}
        onRowClick={(supplier) => void navigate(supplierLink(supplier.SupplierName))}
      />
    </ListScreen>
  );
}
