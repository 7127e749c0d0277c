import { Badge } from "@shopdesk/design-system";

/** "Active" or "Inactive" as a small pill. */
export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return <Badge variant={isActive ? "success" : "neutral"}>{isActive ? "Active" : "Inactive"}</Badge>;
}
