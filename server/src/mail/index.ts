// The mail outbox and its sender (docs/server.md, "Email"): what domains may use of mail/.
export { type OutgoingMail, enqueueMail } from "./outbox.js";
export { type MailOptions, MailSender, defaultMailOptions } from "./sender.js";
