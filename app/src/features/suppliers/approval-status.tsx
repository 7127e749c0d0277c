import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue, StatusBadge, formatDate } from "@shopdesk/design-system";
import { approvalStatuses, type ApprovalStatus } from "../../api/suppliers/types";

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

const ALL = "any";

/** Filter by approval status, or "Expired" for lapsed certificates. */
export function ApprovalFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Select value={value || ALL} onValueChange={(next) => onChange(next === ALL ? "" : next)}>
      <SelectTrigger aria-label="Approval" className="w-full sm:w-44">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>Any approval</SelectItem>
        {approvalStatuses.map((status) => (
          <SelectItem key={status} value={status}>
            {status}
          </SelectItem>
        ))}
        <SelectItem value="Expired">Expired certificate</SelectItem>
      </SelectContent>
    </Select>
  );
}
