import { Badge, StatusBadge } from "@shopdesk/design-system";
import type { POStatus } from "../../api/purchase-orders/types";

/** A PO's (or line's) status with a "Late" flag beside it when something open is past due. */
export function POStatusBadges({ status, isLate }: { status?: POStatus; isLate: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {status && <StatusBadge status={status} />}
      {isLate && <LateBadge />}
    </span>
  );
}

export function LateBadge() {
  return (
    <Badge variant="danger" data-slot="late-badge">
      Late
    </Badge>
  );
}
