import { NativeSelect, StatusBadge, formatDate } from "@shopdesk/design-system";
import { approvalStatuses, type ApprovalStatus, type Supplier } from "../../api/suppliers/types";

export type ApprovalProps = { status: ApprovalStatus; isExpired: boolean };

/** The approval status, with an "Expired" flag beside it once the certificate has lapsed. */
export function ApprovalBadges({ status, isExpired }: ApprovalProps) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StatusBadge status={status} />
      {isExpired && <StatusBadge status="Expired" title="The approval certificate has expired" />}
    </span>
  );
}

/** The certificate's expiry date, in the danger colour once it has passed. */
export function CertificateExpiry({ date, isExpired }: { date: string | null; isExpired: boolean }) {
  if (!date) return <span className="text-muted-foreground">None on file</span>;
  return (
    <span data-slot="date" className={isExpired ? "font-medium text-destructive" : undefined}>
      {formatDate(date)}
    </span>
  );
}

/**
 * The supplier's latest certificate file (plating, heat treat, material) and its expiry, an
 * expired one flagged as an expired approval is: on the supplier screen and in the picker.
 */
export function LatestCertificate({ certificate }: { certificate: Supplier["LatestCertificate"] }) {
  if (!certificate) return <span className="text-muted-foreground">No certificate file</span>;
  return (
    <span data-slot="latest-certificate" className="inline-flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1">
      <span className="truncate">{certificate.FileName}</span>
      {certificate.ExpiresOn && (
        <span>
          · expires <CertificateExpiry date={certificate.ExpiresOn} isExpired={certificate.IsExpired} />
        </span>
      )}
      {certificate.IsExpired && <StatusBadge status="Expired" title="This certificate has expired" />}
    </span>
  );
}

/** Filter by approval status, or "Expired" for lapsed certificates. */
export function ApprovalFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <NativeSelect
      aria-label="Approval"
      className="w-full sm:w-44"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Any approval</option>
      {approvalStatuses.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
      <option value="Expired">Expired certificate</option>
    </NativeSelect>
  );
}
