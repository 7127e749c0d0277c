import * as React from "react";
import { cn } from "../lib/cn";

export type PrintDocumentProps = React.ComponentProps<"div">;

/**
 * Holds printable pages: on screen, sheets of paper on a grey desk; in print, US Letter pages with
 * `@page` margins and "Page X of Y" in the bottom margin. Render screen-only chrome (a toolbar)
 * with `PrintToolbar` or the `print:hidden` class.
 */
export function PrintDocument({ className, children, ...props }: PrintDocumentProps) {
  return (
    <div
      data-slot="print-document"
      className={cn(
        "flex min-h-svh flex-col gap-6 bg-muted py-6 text-foreground [print-color-adjust:exact] print:block print:bg-transparent print:py-0",
        className,
      )}
      {...props}
    >
      {children}
    </div>
  );
}

export type PrintPageProps = React.ComponentProps<"section">;

/**
 * One printed document (a page set): a Letter sheet on screen; in print it starts on a new page
 * and flows over as many pages as its content needs.
 */
export function PrintPage({ className, ...props }: PrintPageProps) {
  return (
    <section
      data-slot="print-page"
      className={cn(
        "mx-auto box-border min-h-[11in] w-full max-w-[8.5in] bg-background p-[0.5in] text-[10pt] leading-snug shadow-md ring-1 ring-border",
        "print:min-h-0 print:max-w-none print:break-after-page print:py-0 print:shadow-none print:ring-0 print:last:break-after-auto",
        className,
      )}
      {...props}
    />
  );
}
