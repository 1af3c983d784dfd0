/**
 * The outbox: every email is a row written inside the transaction that causes it
 * (so it exists exactly when its cause commits), with a `send-mail` job sent in
 * the same transaction (./send-job.ts sends it after the commit, with retries).
 *
 * One email per (address, kind, cause): a cause applied twice (a rerun job, an
 * event delivered again) writes nothing the second time. An address that refused
 * mail for good is recorded as suppressed and gets no job.
 *
 * Later kinds (notifications) pass their category and List-Unsubscribe headers in
 * `headers`; transactional mail carries none.
 */
import { eq } from "drizzle-orm";
import { MAIL_KINDS, type MailKind } from "@shared/mail";
import { mailOutbox, suppressedMailAddresses, users } from "../db/schema";
import type { DbOrTx } from "../db";
import type { AppContext } from "../context";
import { displayNameOf } from "@shared/people";
import { mailLinks } from "./links";
import { renderMail, type MailDraft } from "./render";
import type { MailRecipient } from "./templates/recipient";

/** What writing an email needs: the job queue (in the caller's transaction) and the public URL for its links. */
export type MailContext = Pick<AppContext, "jobs"> & { config: Pick<AppContext["config"], "publicUrl"> };

export interface OutboxMessage {
  recipientUserId: string | null;
  to: string;
  kind: MailKind;
  /** What caused it: with the address and kind, it makes the email once. */
  causeKey: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

const normalizeAddress = (address: string) => address.trim().toLowerCase();

/** Writes the email in `tx`; answers its id, or null when this address already has it for this kind and cause. */
export async function enqueueMail(tx: DbOrTx, mail: MailContext, message: OutboxMessage): Promise<string | null> {
  const to = normalizeAddress(message.to);
  const [suppressed] = await tx
    .select({ address: suppressedMailAddresses.address })
    .from(suppressedMailAddresses)
    .where(eq(suppressedMailAddresses.address, to));
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      recipientUserId: message.recipientUserId,
      toAddress: to,
      kind: message.kind,
      category: MAIL_KINDS[message.kind],
      causeKey: message.causeKey,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: message.headers ?? {},
      status: suppressed ? "suppressed" : "pending",
    })
    .onConflictDoNothing({ target: [mailOutbox.toAddress, mailOutbox.kind, mailOutbox.causeKey] })
    .returning({ id: mailOutbox.id, status: mailOutbox.status });
  if (!row) return null;
  if (row.status === "pending") await mail.jobs.send(tx, "send-mail", { mailId: row.id }, { singletonKey: row.id });
  return row.id;
}

/**
 * Writes an email to a person at their current address, built by `draft` for
 * them; nothing for an account with no address (deleted, or never given one).
 */
export async function mailPerson(
  tx: DbOrTx,
  mail: MailContext,
  input: { userId: string; kind: MailKind; causeKey: string; draft: (to: MailRecipient) => MailDraft },
): Promise<string | null> {
  const [person] = await tx
    .select({
      email: users.email,
      deletedAt: users.deletedAt,
      displayName: users.displayName,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!person?.email || person.deletedAt) return null;
  return mailAddress(tx, mail, { ...input, address: person.email, name: person.firstName?.trim() || displayNameOf(person, { withEmail: false }) });
}

/** Writes an email to an address (an account being deleted still has its own until the deletion commits). */
export async function mailAddress(
  tx: DbOrTx,
  mail: MailContext,
  input: { userId: string | null; address: string; name: string; kind: MailKind; causeKey: string; draft: (to: MailRecipient) => MailDraft },
): Promise<string | null> {
  const recipient: MailRecipient = { name: input.name, timeZone: "UTC", links: mailLinks(mail.config.publicUrl) };
  const rendered = await renderMail(input.draft(recipient));
  return enqueueMail(tx, mail, { recipientUserId: input.userId, to: input.address, kind: input.kind, causeKey: input.causeKey, ...rendered });
}
