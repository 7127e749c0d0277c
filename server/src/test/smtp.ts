import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message as the receiving server took it: envelope, the headers a reader sees, and its text. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  from: string;
  subject: string;
  messageId: string;
  /** Lower-case header names. */
  headers: Map<string, unknown>;
  text: string;
  /** Who signed in (AUTH), if anyone, with the password as the server got it. */
  signedIn: { user: string; password: string } | undefined;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, for MailOptions.smtpUrl. */
  url: string;
  /** Every message accepted, in the order they arrived. */
  received: ReceivedMail[];
  /** How many sends were refused while `refuse` was in force. */
  refusals: number;
  /** From now on, answer every message with `code` (451: try later; 550: never), at RCPT TO or at the end of DATA. */
  refuse(code: number, at?: "rcpt" | "data"): void;
  /** Take messages again. */
  accept(): void;
  /** Resolves once `count` messages in all have arrived. */
  waitForMail(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const refusal = (code: number) =>
  Object.assign(new Error(code < 500 ? "Try again later" : "Mailbox unavailable"), { responseCode: code });

/**
 * A real SMTP server on a random loopback port, for the mail sender's tests: it takes what
 * nodemailer sends, parses each message as a mail client would (mailparser decodes the
 * subject's encoded words and the body's quoted-printable), and can be told to refuse.
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  let refusing: { code: number; at: "rcpt" | "data" } | undefined;
  const waiters: { count: number; resolve: (mail: ReceivedMail[]) => void }[] = [];

  const smtp: TestSmtp = {
    url: "",
    received: [],
    refusals: 0,
    refuse(code, at = "data") {
      refusing = { code, at };
    },
    accept() {
      refusing = undefined;
    },
    waitForMail(count) {
      if (smtp.received.length >= count) return Promise.resolve(smtp.received);
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    async close() {
      await new Promise<void>((resolve) => server.close(resolve));
    },
  };

  const server = new SMTPServer({
    // nodemailer upgrades to TLS whenever STARTTLS is offered, and would refuse this server's
    // self-signed certificate.
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: { user: auth.username ?? "", password: auth.password ?? "" } });
    },
    onRcptTo(_address, _session, callback) {
      if (refusing?.at === "rcpt") {
        smtp.refusals += 1;
        return callback(refusal(refusing.code));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusing) {
          smtp.refusals += 1;
          return callback(refusal(refusing.code));
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            smtp.received.push({
              to: session.envelope.rcptTo.map((address) => address.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              subject: parsed.subject ?? "",
              messageId: parsed.messageId ?? "",
              headers: parsed.headers,
              text: parsed.text ?? "",
              signedIn: session.user as ReceivedMail["signedIn"],
            });
            // The sender hears "accepted" only once the message is on the list.
            callback();
            for (const waiter of waiters.filter((waiter) => smtp.received.length >= waiter.count)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(smtp.received);
            }
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  smtp.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return smtp;
}
