// What other parts of the server take of alerts/ (docs/server.md, "Layers"): the live hub
// relays the alerts channel to its streams; the assembly passes the options through.
export { ALERTS_CHANNEL, alertsNoticeSubject } from "./notices.js";
export type { AlertOptionsInput } from "./options.js";
