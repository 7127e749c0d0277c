import { useId, useState } from "react";
import { Button, ConfirmDialog } from "@shopdesk/design-system";
import type { WOStatus } from "../../api/work-orders/types";
import { WorkOrderStatusBadges } from "./work-order-badges";
import { statusActions, type StatusAction } from "./work-order-status";

export type WorkOrderStatusControlsProps = {
  woNumber: string;
  status: WOStatus;
  isLate: boolean;
  /** Unsaved edits in the form: the status waits until they are saved or discarded. */
  isLocked?: boolean;
  /** Moves the WO; the dialog of a confirmed move stays open until this settles. */
  onChangeStatus: (to: WOStatus) => Promise<unknown>;
};

/** The WO's status and the moves allowed from it; closing and cancelling are confirmed first. */
export function WorkOrderStatusControls({
  woNumber,
  status,
  isLate,
  isLocked = false,
  onChangeStatus,
}: WorkOrderStatusControlsProps) {
  const actions = statusActions(status, woNumber);
  const headingId = useId();
  const [pending, setPending] = useState<WOStatus | null>(null);

  async function run(to: WOStatus) {
    setPending(to);
    try {
      await onChangeStatus(to);
    } finally {
      setPending(null);
    }
  }

  const button = (action: StatusAction) => {
    const props = {
      variant: action.isPrimary ? ("primary" as const) : ("outline" as const),
      size: "sm" as const,
      disabled: isLocked || (pending !== null && pending !== action.to),
      className: action.to === "Cancelled" ? "text-destructive" : undefined,
    };
    if (!action.confirm)
      return (
        <Button
          key={action.to}
          {...props}
          isLoading={pending === action.to}
          onClick={() => void run(action.to).catch(() => undefined)}
        >
          {action.label}
        </Button>
      );
    return (
      <ConfirmDialog
        key={action.to}
        trigger={<Button {...props}>{action.label}</Button>}
        title={action.confirm.title}
        description={action.confirm.description}
        confirmLabel={action.confirm.confirmLabel}
        cancelLabel="Keep it"
        variant={action.confirm.isDestructive ? "destructive" : "default"}
        onConfirm={() => run(action.to)}
      />
    );
  };

  return (
    <section data-slot="work-order-status" aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          Status
        </h3>
        <WorkOrderStatusBadges status={status} isLate={isLate} />
      </div>
      {actions.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          This work order is {status.toLowerCase()}; its status cannot change any more.
        </p>
      ) : (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Change status">
          {actions.map(button)}
        </div>
      )}
      {isLocked && actions.length > 0 && (
        <p className="text-xs text-muted-foreground">Save or discard your changes first, then change the status.</p>
      )}
    </section>
  );
}
