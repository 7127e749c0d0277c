import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn";
import { statusTone, type Status } from "./status";

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
  {
    variants: {
      variant: {
        neutral: "bg-status-neutral text-status-neutral-foreground",
        info: "bg-status-info text-status-info-foreground",
        progress: "bg-status-progress text-status-progress-foreground",
        success: "bg-status-success text-status-success-foreground",
        warning: "bg-status-warning text-status-warning-foreground",
        danger: "bg-status-danger text-status-danger-foreground",
        outline: "border text-foreground",
      },
    },
    defaultVariants: { variant: "neutral" },
  },
);

export type BadgeProps = React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

/** A short label in a coloured pill. */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? "neutral"}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}

export type StatusBadgeProps = Omit<BadgeProps, "variant" | "children"> & {
  /** A PO, WO, operation or supplier-approval status; shown as written, coloured by meaning. */
  status: Status;
};

/** A status in its colour, e.g. `<StatusBadge status="Partially Shipped" />`. */
export function StatusBadge({ status, ...props }: StatusBadgeProps) {
  return (
    <Badge data-status={status} variant={statusTone(status)} {...props}>
      {status}
    </Badge>
  );
}
