import * as React from "react";
import { Printer } from "lucide-react";
import { Button } from "../button";
import { cn } from "../lib/cn";

export type PrintToolbarProps = React.ComponentProps<"div"> & {
  /** What is being printed, e.g. "Packing slip 2 for PO 4500012345". */
  title: React.ReactNode;
  /** Opens the browser's print dialog. Default: `window.print()`. */
  onPrint?: () => void;
};

/** Screen-only bar above the pages with the document's title, extra actions and a Print button. */
export function PrintToolbar({ title, onPrint, className, children, ...props }: PrintToolbarProps) {
  return (
    <div
      data-slot="print-toolbar"
      className={cn(
        "mx-auto flex w-full max-w-[8.5in] flex-wrap items-center gap-3 px-4 sm:px-[0.5in] print:hidden",
        className,
      )}
      {...props}
    >
      <h1 className="mr-auto text-base font-semibold">{title}</h1>
      {children}
      <Button onClick={onPrint ?? (() => window.print())}>
        <Printer aria-hidden className="size-4" />
        Print
      </Button>
    </div>
  );
}
