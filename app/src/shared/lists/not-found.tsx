import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { SearchX } from "lucide-react";
import { Button, EmptyState } from "@shopdesk/design-system";

export type NotFoundProps = { title: string; description: ReactNode; backTo: string; backLabel: string };

/** A record the URL names does not exist: say so, and offer the way back to the list. */
export function NotFound({ title, description, backTo, backLabel }: NotFoundProps) {
  return (
    <EmptyState
      role="alert"
      icon={<SearchX />}
      title={title}
      description={description}
      action={
        <Button asChild variant="outline">
          <Link to={backTo}>{backLabel}</Link>
        </Button>
      }
    />
  );
}
