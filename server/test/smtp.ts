/**
 * A real SMTP server for tests (smtp-server on a loopback port): it takes what the
 * app sends through SMTP_URL and parses each message (mailparser), or refuses
 * the addresses a test names with a permanent 550.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtpServer {
  /** The SMTP_URL that reaches it. */
  url: string;
  /** Every message accepted so far, parsed, in arrival order. */
  received: ParsedMail[];
  /** Messages accepted for this address. */
  to(address: string): ParsedMail[];
  /** Answer 550 to every message for this address from now on. */
  refuse(address: string): void;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: "app" }),
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error("5.1.1 No such mailbox here"), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const addressesOf = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((v) => v.address?.toLowerCase()));
  return {
    url: `smtp://app:secret@127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => addressesOf(mail).includes(address.toLowerCase())),
    refuse: (address) => refused.add(address.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
