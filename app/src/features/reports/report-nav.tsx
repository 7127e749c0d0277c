import { Link } from "react-router-dom";
import { cn } from "@shopdesk/design-system";
import type { ReportName } from "../../api/reports/types";
import { reportDefinitions } from "./report-definitions";
import { reportHref } from "./report-params";

/**
 * The five reports as links (each report is its own address, so Back and bookmarks work); the
 * current one is marked `aria-current="page"`. Scrolls sideways on a phone.
 */
export function ReportNav({ current }: { current: ReportName }) {
  return (
    <nav aria-label="Reports" className="mb-4 border-b">
      <ul className="-mb-px flex max-w-full gap-1 overflow-x-auto">
        {Object.values(reportDefinitions).map((definition) => {
          const isCurrent = definition.name === current;
          return (
            <li key={definition.name} className="shrink-0">
              <Link
                to={reportHref(definition.name)}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "inline-flex h-10 items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  isCurrent && "border-primary text-foreground",
                )}
              >
                {definition.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
