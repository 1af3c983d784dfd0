/**
 * Staff's view of the built-in outbox, only while no SMTP_URL is set (with a mail
 * server both answer 404 saying so: nothing is kept):
 *
 *   GET /api/admin/mail?before=&limit=   the kept messages, newest first (keyset on created_at, id)
 *   GET /api/admin/mail/:id              one message: its HTML, text part and headers
 */
import { eq } from "drizzle-orm";
import { Router } from "express";
import { MAIL_SENT_BY_SMTP_MESSAGE, type AdminMailMessage, type AdminMailSummary, type MailStatus } from "@shared/mail";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { mailOutbox, type MailOutboxRow } from "../../db/schema";
import { notFound } from "../../http/errors";
import { keyset, pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { authorize } from "../../policies";

const MAIL_NOT_FOUND = "Message not found";

const summaryColumns = {
  id: mailOutbox.id,
  toAddress: mailOutbox.toAddress,
  kind: mailOutbox.kind,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

function presentSummary(row: Pick<MailOutboxRow, "id" | "toAddress" | "kind" | "subject" | "status" | "createdAt" | "sentAt">): AdminMailSummary {
  return {
    id: row.id,
    to: row.toAddress,
    kind: row.kind,
    subject: row.subject,
    status: row.status as MailStatus,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export function adminMailRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const { db } = ctx;
  const localOutbox = !ctx.config.mail.smtpUrl;

  router.get("/admin/mail", async (req, res) => {
    authorize(requireUser(req), "readKeptMail");
    const page = parse(pageQuerySchema, req.query);
    if (!localOutbox) throw notFound(MAIL_SENT_BY_SMTP_MESSAGE);
    const { where, orderBy } = keyset(mailOutbox, "mail_outbox", page.before);
    const rows = await db
      .select(summaryColumns)
      .from(mailOutbox)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.limit);
    res.json(rows.map(presentSummary) satisfies AdminMailSummary[]);
  });

  router.get("/admin/mail/:id", async (req, res) => {
    authorize(requireUser(req), "readKeptMail");
    if (!localOutbox) throw notFound(MAIL_SENT_BY_SMTP_MESSAGE);
    const id = req.params.id;
    const [row] = UUID.test(id) ? await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)) : [];
    if (!row) throw notFound(MAIL_NOT_FOUND);
    res.json({
      ...presentSummary(row),
      html: row.html,
      text: row.text,
      headers: row.headers,
      attempts: row.attempts,
      lastError: row.lastError,
    } satisfies AdminMailMessage);
  });

  return router;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
