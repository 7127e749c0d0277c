/** What other screens take from the alerts' folder (docs/app.md, "Folders"). */
export { AlertInbox } from "./alert-inbox";
export { AlertSettingsScreen } from "./alert-settings";
