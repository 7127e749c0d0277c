import { Badge, StatusBadge } from "@shopdesk/design-system";
import type { WOStatus } from "../../api/work-orders/types";

/** The WO's status, and "Late" beside it when it is past due and not finished. */
export function WorkOrderStatusBadges({ status, isLate }: { status: WOStatus; isLate: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StatusBadge status={status} />
      {isLate && (
        <Badge variant="danger" data-slot="late-badge" title="Due before today and not complete">
          Late
        </Badge>
      )}
    </span>
  );
}
