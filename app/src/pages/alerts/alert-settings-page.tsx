import { AlertSettingsScreen } from "../../features/alerts";

/** `/alerts/settings`: how this person hears each rule, and the shop's thresholds. */
export default function AlertSettingsPage() {
  return <AlertSettingsScreen />;
}
