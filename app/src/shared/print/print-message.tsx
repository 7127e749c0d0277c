import type { ReactNode } from "react";
import { PrintDocument, PrintPage } from "@shopdesk/design-system";

/** A print view that has nothing to print: a heading and why, on the paper, never printed blank. */
export function PrintMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PrintDocument>
      <PrintPage className="min-h-0" role="alert">
        <h1 className="text-lg font-semibold">{title}</h1>
        <div className="mt-2 text-sm text-muted-foreground">{children}</div>
      </PrintPage>
    </PrintDocument>
  );
}
