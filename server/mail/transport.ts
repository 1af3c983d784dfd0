/**
 * Where mail goes: the SMTP server of SMTP_URL (nodemailer), or, without one,
 * the built-in outbox, which sends nothing and keeps every message for staff to
 * read at /admin/mail.
 */
import nodemailer from "nodemailer";
import type { Config } from "../config";

interface OutgoingMail {
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export type MailTransport = { kind: "local" } | { kind: "smtp"; send(mail: OutgoingMail): Promise<void> };

/** One SMTP transport per configuration (a process has one; each test app its own). */
const transports = new WeakMap<Config["mail"], MailTransport>();

export function mailTransport(config: Pick<Config, "mail">): MailTransport {
  let transport = transports.get(config.mail);
  if (!transport) {
    transport = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl, config.mail.from) : { kind: "local" };
    transports.set(config.mail, transport);
  }
  return transport;
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // A connection per message (SMTP_URL may ask for a pool: smtp://…?pool=true).
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        messageId: mail.messageId,
      });
    },
  };
}

/**
 * Whether an SMTP error is the receiving side's final word (a 5xx reply: no such
 * mailbox, refused): retrying cannot help and the address is suppressed.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
