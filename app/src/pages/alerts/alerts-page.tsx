import { AlertInbox } from "../../features/alerts";

/** `/alerts`: this person's alerts. */
export default function AlertsPage() {
  return <AlertInbox />;
}
