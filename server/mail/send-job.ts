/**
 * The `send-mail` job: sends one outbox row, talking to SMTP outside any
 * transaction; each step is a single statement guarded by the row's status.
 *
 * - A row that is no longer pending (sent, kept, failed, suppressed) is left
 *   alone: a rerun sends nothing twice.
 * - Its address suppressed meanwhile: the row becomes suppressed, nothing is sent.
 * - No SMTP_URL: the built-in outbox keeps it (status kept), nothing is sent.
 * - The server took it: sent. It answered 5xx (a permanent failure): failed, and
 *   the address is suppressed. Anything else (4xx, a connection refused): the
 *   error is kept and the job throws, so the queue retries it with back-off
 *   (jobs/definitions.ts), until the last attempt marks it failed.
 *
 * The Message-ID is the row's id, so a receiver can tell the one message that a
 * worker's crash between the send and the update made go twice.
 */
import { and, eq, sql } from "drizzle-orm";
import { mailOutbox, suppressedMailAddresses } from "../db/schema";
import type { Db } from "../db";
import type { Config } from "../config";
import { JOB_DEFINITIONS } from "../jobs/definitions";
import { isPermanentFailure, type MailTransport } from "./transport";

/** Every try the queue gives a message: the first and its retries. */
const MAIL_SEND_ATTEMPTS = (JOB_DEFINITIONS["send-mail"].queue.retryLimit ?? 0) + 1;

export type SendOutcome = "sent" | "kept" | "suppressed" | "failed" | "not pending" | "retry";

export async function sendOutboxMail(
  deps: { db: Db; config: Pick<Config, "publicUrl">; transport: MailTransport },
  mailId: string,
): Promise<SendOutcome> {
  const { db } = deps;
  const pending = and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, "pending"));
  const [row] = await db.select().from(mailOutbox).where(pending);
  if (!row) return "not pending";

  const [suppressed] = await db
    .select({ address: suppressedMailAddresses.address })
    .from(suppressedMailAddresses)
    .where(eq(suppressedMailAddresses.address, row.toAddress));
  if (suppressed) {
    await db.update(mailOutbox).set({ status: "suppressed" }).where(pending);
    return "suppressed";
  }
  if (deps.transport.kind === "local") {
    await db.update(mailOutbox).set({ status: "kept" }).where(pending);
    return "kept";
  }

  const [claimed] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1` })
    .where(pending)
    .returning({ attempts: mailOutbox.attempts });
  if (!claimed) return "not pending";
  try {
    await deps.transport.send({
      messageId: `<${row.id}@${new URL(deps.config.publicUrl).hostname}>`,
      to: row.toAddress,
      subject: row.subject,
      html: row.html,
      text: row.text,
      headers: row.headers,
    });
  } catch (error) {
    const message = errorText(error);
    if (isPermanentFailure(error)) {
      await db.transaction(async (tx) => {
        await tx.update(mailOutbox).set({ status: "failed", lastError: message }).where(pending);
        await tx
          .insert(suppressedMailAddresses)
          .values({ address: row.toAddress, userId: row.recipientUserId, reason: message })
          .onConflictDoNothing({ target: suppressedMailAddresses.address });
      });
      return "failed";
    }
    const last = claimed.attempts >= MAIL_SEND_ATTEMPTS;
    await db
      .update(mailOutbox)
      .set({ lastError: message, ...(last ? { status: "failed" } : {}) })
      .where(pending);
    if (last) return "failed";
    throw new Error(`mail ${mailId}: ${message}`);
  }
  await db.update(mailOutbox).set({ status: "sent", sentAt: new Date(), lastError: null }).where(pending);
  return "sent";
}

function errorText(error: unknown): string {
  const e = error as { responseCode?: number; response?: string; message?: string };
  return (e.response ?? e.message ?? String(error)).slice(0, 500);
}
