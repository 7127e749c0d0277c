import { Link } from "react-router-dom";
import { ArrowLeft, TriangleAlert } from "lucide-react";
import { Button, Card, CardContent, CardHeader, CardTitle } from "@shopdesk/design-system";
import { useSupplier } from "../../api/suppliers/use-supplier";
import { Page } from "../../shell/page";
import { HistoryCard } from "../history/history-card";
import { ActiveBadge } from "../lists/active-badge";
import { DetailSkeleton } from "../lists/detail-skeleton";
import { LoadError } from "../lists/list-parts";
import { NotFound } from "../lists/not-found";
import { ApprovalBadges, CertificateExpiry } from "./approval-status";
import { SupplierForm } from "./supplier-form";
import { supplierFieldLabels } from "./supplier-schema";

const backToList = (
  <Button asChild variant="outline">
    <Link to="/supplier">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Suppliers
    </Link>
  </Button>
);

/** `/supplier/{supplierName}`: approval at a glance, the edit form and the history. */
export function SupplierDetail({ supplierName }: { supplierName: string }) {
  const { supplier, error, isLoading, reload } = useSupplier(supplierName);
  const title = `Supplier ${supplier?.SupplierName ?? supplierName}`;

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
          title="No such supplier"
          description={`There is no supplier named “${supplierName}”. It may have been renamed.`}
          backTo="/supplier"
          backLabel="Find a supplier"
        />
      </Page>
    );
  if (error || !supplier)
    return (
      <Page title={title} actions={backToList}>
        <LoadError className="rounded-lg border" title="Could not load this supplier" error={error ?? new Error("No data")} onRetry={() => void reload()} />
      </Page>
    );

  return (
    <Page
      title={title}
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          <ApprovalBadges status={supplier.ApprovalStatus} isExpired={supplier.IsApprovalExpired} />
          <ActiveBadge isActive={supplier.Active} />
        </span>
      }
      actions={backToList}
    >
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <SupplierForm key={supplier.SupplierName} supplier={supplier} />
        </div>
        <aside className="grid grid-cols-1 gap-6" aria-label="Approval and history">
          <Card>
            <CardHeader>
              <CardTitle>Approval</CardTitle>
            </CardHeader>
            <CardContent className="grid grid-cols-1 gap-2">
              <ApprovalBadges status={supplier.ApprovalStatus} isExpired={supplier.IsApprovalExpired} />
              <p>
                Certificate expires: <CertificateExpiry date={supplier.CertificateExpires} isExpired={supplier.IsApprovalExpired} />
              </p>
              {supplier.IsApprovalExpired && (
                <p className="flex items-start gap-2 text-destructive">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  The approval has expired. Get a current certificate before sending work.
                </p>
              )}
            </CardContent>
          </Card>
          <HistoryCard entity="supplier" entityKey={supplier.SupplierName} labels={supplierFieldLabels} />
        </aside>
      </div>
    </Page>
  );
}
