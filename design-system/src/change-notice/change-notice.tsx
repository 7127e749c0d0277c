import * as React from "react";
import { Button } from "../button/button";
import { cn } from "../lib/cn";

export type ChangeNoticeProps = React.ComponentProps<"p"> & {
  /** What happened, whole: "Marcus Lee changed Due date just now"; nothing yet, an empty region waiting for it. */
  children?: React.ReactNode;
};

/**
 * Someone else's change, already on screen: the record updated in place (no edits of yours were
 * there to keep). Announced politely, so render it empty from the start and fill it when a change
 * comes; the changed fields are highlighted where they are shown.
 */
export function ChangeNotice({ children, className, ...props }: ChangeNoticeProps) {
  return (
    <p role="status" data-slot="change-notice" className={cn("text-sm text-muted-foreground", className)} {...props}>
      {children}
    </p>
  );
}

export type IncomingChangesBarProps = React.ComponentProps<"section"> & {
  /** Who changed the record and what: "Marcus Lee changed Due date and Quantity". */
  summary: React.ReactNode;
  /** Opens their values beside yours (the conflict panel), to merge before saving. */
  onReview: () => void;
};

/**
 * Someone else saved the record you are editing: your edits are kept, nothing is overwritten,
 * and Review shows theirs beside yours before the Save that would be refused.
 */
export function IncomingChangesBar({ summary, onReview, className, ...props }: IncomingChangesBarProps) {
  const titleId = React.useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="incoming-changes-bar"
      className={cn(
        "flex flex-wrap items-center justify-between gap-3 rounded-lg border border-info/50 bg-status-info px-4 py-3 text-sm text-status-info-foreground",
        className,
      )}
      {...props}
    >
      <div role="status">
        <p id={titleId}>
          <span className="font-semibold">{summary}</span> while you were editing. Your edits are kept.
        </p>
      </div>
      <Button type="button" size="sm" variant="outline" onClick={onReview}>
        Review changes
      </Button>
    </section>
  );
}
