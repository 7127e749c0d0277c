import type { ComponentProps, ReactNode } from "react";
import { CircleAlert } from "lucide-react";

export type ImportAlertProps = Omit<ComponentProps<"div">, "title"> & {
  /** What went wrong, in a few words. */
  title: string;
  /** The server's words, and what to do. */
  children: ReactNode;
};

/** A problem with the file or the import, in red, the server's message under its title. Give `role="alert"` when it appears after an action. */
export function ImportAlert({ title, children, ...props }: ImportAlertProps) {
  return (
    <div
      data-slot="import-alert"
      className="flex gap-3 rounded-md border border-destructive/40 bg-status-danger/40 p-3 text-sm"
      {...props}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="grid min-w-0 gap-1">
        <p className="font-medium text-destructive">{title}</p>
        <div className="wrap-anywhere">{children}</div>
      </div>
    </div>
  );
}
