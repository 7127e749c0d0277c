import { AlertBell, type RenderLink } from "@shopdesk/design-system";
import { useAlertSummary } from "../api/alerts/use-alerts";

/** The header's bell with this person's unread count, kept current by the live stream's `alerts` events. */
export function AlertsBell({ renderLink }: { renderLink: RenderLink }) {
  const { unread } = useAlertSummary();
  return <AlertBell unread={unread} href="/alerts" renderLink={renderLink} />;
}
