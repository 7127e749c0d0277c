import { TriangleAlert } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@shopdesk/design-system";
import type { Supplier } from "../../api/suppliers/types";
import { useSupplier } from "../../api/suppliers/use-supplier";
import { RecordAttachments } from "../../shared/attachments";
import { HistoryCard } from "../../shared/history/history-card";
import { ActiveBadge } from "../../shared/lists/active-badge";
import { RecordLayout, RecordScreen } from "../../shared/records/record-screen";
import { ApprovalBadges, CertificateExpiry, LatestCertificate } from "./approval-status";
import { SupplierForm } from "./supplier-form";
import { supplierFieldLabels } from "./supplier-schema";
import { recentSupplier } from "../../shell/recent-labels";

function ApprovalCard({ supplier }: { supplier: Supplier }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Approval</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-2">
        <ApprovalBadges status={supplier.ApprovalStatus} isExpired={supplier.IsApprovalExpired} />
        <p>
          Certificate expires:{" "}
          <CertificateExpiry date={supplier.CertificateExpires} isExpired={supplier.IsApprovalExpired} />
        </p>
        <p className="flex flex-wrap gap-x-1.5">
          Latest certificate file: <LatestCertificate certificate={supplier.LatestCertificate} />
        </p>
        {supplier.IsApprovalExpired && (
          <p className="flex items-start gap-2 text-destructive">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            The approval has expired. Get a current certificate before sending work.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** `/supplier/{supplierName}`: approval at a glance, the edit form and the history. */
export function SupplierDetail({ supplierName }: { supplierName: string }) {
  const { supplier, ...query } = useSupplier(supplierName);
  return (
    <RecordScreen
      title={`Supplier ${supplier?.SupplierName ?? supplierName}`}
      back={{ to: "/supplier", label: "Suppliers" }}
      query={{ record: supplier, ...query }}
      visit={recentSupplier}
      notFound={{
        title: "No such supplier",
        description: `There is no supplier named “${supplierName}”. It may have been renamed.`,
        backTo: "/supplier",
        backLabel: "Find a supplier",
      }}
      errorTitle="Could not load this supplier"
      description={(record) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <ApprovalBadges status={record.ApprovalStatus} isExpired={record.IsApprovalExpired} />
          <ActiveBadge isActive={record.Active} />
        </span>
      )}
    >
      {(record) => (
        <RecordLayout
          main={<SupplierForm key={record.SupplierName} supplier={record} />}
          asideLabel="Approval, files and history"
          aside={
            <>
              <ApprovalCard supplier={record} />
              <RecordAttachments
                record={{ Type: "supplier", SupplierName: record.SupplierName }}
                defaultKind="Certificate"
              />
              <HistoryCard entity="supplier" entityKey={record.SupplierName} labels={supplierFieldLabels} />
            </>
          }
        />
      )}
    </RecordScreen>
  );
}
