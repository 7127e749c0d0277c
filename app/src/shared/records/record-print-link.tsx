import { Printer } from "lucide-react";
import { Button } from "@shopdesk/design-system";

export type RecordPrintLinkProps = {
  /** A print route (docs/app.md, "Print paths"). */
  href: string;
  /** e.g. "Print traveler". */
  label: string;
  /** The screen's main action (the part's pricing sheet); otherwise an outline button. */
  isPrimary?: boolean;
};

/** A record's print, opened in a new tab: the `print` of a record screen. */
export function RecordPrintLink({ href, label, isPrimary }: RecordPrintLinkProps) {
  return (
    <Button asChild variant={isPrimary ? "primary" : "outline"}>
      <a href={href} target="_blank" rel="noopener">
        <Printer className="size-4" aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}
