import * as React from "react";
import { cn } from "../lib/cn";

export type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** A decorative icon, e.g. `<Inbox />` from lucide-react. */
  icon?: React.ReactNode;
  /** What is empty, e.g. "No purchase orders". */
  title: React.ReactNode;
  /** Why, or what to do next. */
  description?: React.ReactNode;
  /** A button or link that gets the user going, e.g. "New customer". */
  action?: React.ReactNode;
};

/** The message a list or panel shows instead of rows when it has none. */
export function EmptyState({ icon, title, description, action, className, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center whitespace-normal",
        className,
      )}
      {...props}
    >
      {icon && (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="mb-1 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        >
          {icon}
        </div>
      )}
      <h3 data-slot="empty-state-title" className="text-base font-semibold">
        {title}
      </h3>
      {description && (
        <p data-slot="empty-state-description" className="max-w-sm text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {action && (
        <div data-slot="empty-state-action" className="mt-2">
          {action}
        </div>
      )}
    </div>
  );
}
