import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { Plus } from "lucide-react";
import { Button, Card, Pagination, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@shopdesk/design-system";
import type { SupplierActiveFilter, SupplierApprovalFilter } from "../../api/suppliers/types";
import { useSuppliers } from "../../api/suppliers/use-suppliers";
import { Page } from "../../shell/page";
import { ActiveBadge } from "../lists/active-badge";
import { ActiveFilter } from "../lists/active-filter";
import { LoadError, MessageRow, NoMatches, SkeletonRows, SortHead } from "../lists/list-parts";
import { SearchBox } from "../lists/search-box";
import { useListParams } from "../lists/use-list-params";
import { ApprovalBadges, ApprovalFilter, CertificateExpiry } from "./approval-status";
import { NewSupplierDialog } from "./new-supplier-dialog";
import { SUPPLIER_PAGE_SIZE, supplierListSpec } from "./supplier-list-params";
import { supplierLink } from "./supplier-schema";

const COLUMNS = 5;

/** `/supplier`: search, filter (active, approval), sort and page; "New supplier" opens `?new=1`. */
export function SupplierList() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { params, setParams } = useListParams(supplierListSpec);
  const { suppliers, error, isLoading, isValidating, reload } = useSuppliers({
    q: params.q,
    active: params.active as SupplierActiveFilter,
    approval: params.approval as SupplierApprovalFilter,
    sort: params.sort,
    page: params.page,
    pageSize: SUPPLIER_PAGE_SIZE,
  });
  const hasFilters = params.q !== "" || params.active !== "true" || params.approval !== "";
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
    if (isLoading && !suppliers) return <SkeletonRows columns={COLUMNS} />;
    if (error)
      return (
        <MessageRow columns={COLUMNS}>
          <LoadError title="Could not load suppliers" error={error} onRetry={() => void reload()} />
        </MessageRow>
      );
    if (!suppliers || suppliers.Items.length === 0)
      return (
        <MessageRow columns={COLUMNS}>
          <NoMatches
            title="No suppliers found"
            description={hasFilters ? "No supplier matches these filters." : "There are no suppliers yet."}
            action={
              hasFilters ? (
                <Button variant="outline" onClick={() => setParams({ q: "", active: "all", approval: "" })}>
                  Show all suppliers
                </Button>
              ) : undefined
            }
          />
        </MessageRow>
      );
    return (
      <TableBody>
        {suppliers.Items.map((supplier) => {
          const href = supplierLink(supplier.SupplierName);
          return (
            <TableRow key={supplier.SupplierName} className="cursor-pointer" onClick={() => void navigate(href)}>
              <TableCell className="max-w-72 truncate font-medium">
                <Link to={href} className="text-primary underline-offset-4 hover:underline" onClick={(event) => event.stopPropagation()}>
                  {supplier.SupplierName}
                </Link>
              </TableCell>
              <TableCell className="hidden max-w-56 truncate md:table-cell">{supplier.Services.join(", ")}</TableCell>
              <TableCell>
                <ApprovalBadges status={supplier.ApprovalStatus} isExpired={supplier.IsApprovalExpired} />
              </TableCell>
              <TableCell className="hidden tabular-nums sm:table-cell">
                <CertificateExpiry date={supplier.CertificateExpires} isExpired={supplier.IsApprovalExpired} />
              </TableCell>
              <TableCell className="hidden lg:table-cell">
                <ActiveBadge isActive={supplier.Active} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    );
  }

  return (
    <Page
      title="Suppliers"
      description="Outside processors and material suppliers, with their approval status."
      actions={
        <Button onClick={() => setNewOpen(true)}>
          <Plus className="size-4" aria-hidden="true" />
          New supplier
        </Button>
      }
    >
      <Card className="gap-0 py-0">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center">
          <SearchBox
            className="sm:max-w-sm sm:flex-1"
            label="Search suppliers"
            placeholder="Search name, service, contact…"
            value={params.q}
            onSearch={(q) => setParams({ q }, { replace: true })}
          />
          <ApprovalFilter value={params.approval} onChange={(approval) => setParams({ approval })} />
          <ActiveFilter value={params.active} onChange={(active) => setParams({ active })} />
        </div>
        <Table aria-label="Suppliers" aria-busy={isValidating || undefined}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {sortHead("SupplierName", "Name")}
              <TableHead className="hidden md:table-cell">Services</TableHead>
              {sortHead("ApprovalStatus", "Approval")}
              {sortHead("CertificateExpires", "Certificate expires", "hidden sm:table-cell")}
              {sortHead("Active", "Status", "hidden lg:table-cell")}
            </TableRow>
          </TableHeader>
          {body()}
        </Table>
        {suppliers && suppliers.Total > 0 && (
          <Pagination
            className="border-t p-4"
            page={params.page}
            pageSize={SUPPLIER_PAGE_SIZE}
            total={suppliers.Total}
            onPageChange={(page) => setParams({ page })}
          />
        )}
      </Card>
      <NewSupplierDialog isOpen={searchParams.get("new") === "1"} onOpenChange={setNewOpen} />
    </Page>
  );
}
