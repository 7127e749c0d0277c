import * as React from "react";
import { cn } from "../lib/cn";

/** A small uppercase heading above a block of a printed document. */
export function SectionTitle({ className, children, ...props }: React.ComponentProps<"h3">) {
  return (
    <h3
      data-slot="section-title"
      className={cn("mb-1.5 text-[8pt] font-semibold tracking-wide text-muted-foreground uppercase", className)}
      {...props}
    >
      {children}
    </h3>
  );
}
