/**
 * Notification mail to many people at once (a creator's fans), in batched
 * statements: the email is drawn once, and one INSERT … SELECT writes a row per
 * person whose choice for the category is `choice` (a left join on
 * notification_preferences: no row is the default), each with its own signed
 * unsubscribe address in the body and in the List-Unsubscribe headers (RFC 8058),
 * then one statement sends their `send-mail` jobs. All of it in the caller's
 * transaction: the emails exist exactly when their cause commits.
 *
 * Like ./outbox.ts enqueueMail: one email per (address, kind, cause), so a rerun
 * writes nothing twice, and an address that refused mail for good is written as
 * suppressed, with no job.
 */
import { sql } from "drizzle-orm";
import { MAIL_KINDS, type MailKind } from "@shared/mail";
import { NOTIFICATION_CATEGORIES, type EmailChoice, type NotificationCategory } from "@shared/notification-preferences";
import type { DbOrTx } from "../db";
import type { AppContext } from "../context";
import { mailLinks, type MailLinks } from "./links";
import { emailChoiceSql } from "./preferences";
import { renderMail, type MailDraft, type RenderedMail } from "./render";
import { signUnsubscribeToken, unsubscribeHeaders, unsubscribeKey } from "./unsubscribe-token";

/** What writing notification mail needs: the queue, the public URL and sender, and the secret that signs unsubscribes. */
export type NotificationMailContext = Pick<AppContext, "jobs" | "sessionSecret"> & {
  config: { publicUrl: string; mail: { from: string } };
};

/** Stands for a person's unsubscribe token in the drawn email until each row is written. */
const TOKEN_SLOT = "UNSUBSCRIBE-TOKEN-SLOT";

export interface GroupMail {
  kind: MailKind;
  /** What caused it: one email per address, kind and cause. */
  causeKey: string;
  /** Only the people whose email choice for the mail's category is this (instant, or daily for a digest). */
  choice: EmailChoice;
  /** The email, given its links and the unsubscribe address of whoever receives it. */
  draft: (input: { links: MailLinks; unsubscribeUrl: string }) => MailDraft;
  /** Draws the email once for every call with the same key and cache (a digest's batches: the same posts, the same email). */
  drawnOnce?: { key: string; cache: Map<string, Promise<RenderedMail>> };
}

/** Writes `mail` to each of `userIds` who chose it; answers how many rows were written. */
export async function mailGroup(tx: DbOrTx, ctx: NotificationMailContext, userIds: readonly string[], mail: GroupMail): Promise<number> {
  if (userIds.length === 0) return 0;
  const category = MAIL_KINDS[mail.kind] as string;
  if (!(NOTIFICATION_CATEGORIES as readonly string[]).includes(category)) throw new Error(`${mail.kind} is not a notification`);
  const key = unsubscribeKey(ctx.sessionSecret);
  const publicUrl = ctx.config.publicUrl;
  const slotHeaders = unsubscribeHeaders({ publicUrl, mailFrom: ctx.config.mail.from, token: TOKEN_SLOT });
  const draw = () => renderMail(mail.draft({ links: mailLinks(publicUrl), unsubscribeUrl: new URL(`/api/unsubscribe/${TOKEN_SLOT}`, publicUrl).toString() }));
  let drawing = mail.drawnOnce?.cache.get(mail.drawnOnce.key);
  if (!drawing) {
    drawing = draw();
    mail.drawnOnce?.cache.set(mail.drawnOnce.key, drawing);
  }
  const rendered = await drawing;
  const people = JSON.stringify(userIds.map((id) => ({ user_id: id, token: signUnsubscribeToken(key, id, category as NotificationCategory) })));

  const written = await tx.execute<{ id: string; status: string }>(sql`
    with people as (
      select p.user_id, p.token, lower(trim(u.email)) as address
      from jsonb_to_recordset(${people}::jsonb) as p(user_id uuid, token text)
      join users u on u.id = p.user_id
      left join notification_preferences np on np.user_id = p.user_id and np.category = ${category}
      where u.email is not null and u.deleted_at is null and ${emailChoiceSql("np")} = ${mail.choice}
    )
    insert into mail_outbox (recipient_user_id, to_address, kind, category, cause_key, subject, html, text, headers, status)
    select people.user_id, people.address, ${mail.kind}, ${category}, ${mail.causeKey}, ${rendered.subject},
           replace(${rendered.html}::text, ${TOKEN_SLOT}::text, people.token), replace(${rendered.text}::text, ${TOKEN_SLOT}::text, people.token),
           jsonb_build_object(
             'List-Unsubscribe', replace(${slotHeaders["List-Unsubscribe"]}::text, ${TOKEN_SLOT}::text, people.token),
             'List-Unsubscribe-Post', ${slotHeaders["List-Unsubscribe-Post"]}::text),
           case when s.address is null then 'pending' else 'suppressed' end
    from people left join suppressed_mail_addresses s on s.address = people.address
    on conflict (to_address, kind, cause_key) do nothing
    returning id, status`);
  const pending = written.rows.filter((row) => row.status === "pending");
  await ctx.jobs.sendMany(
    tx,
    "send-mail",
    pending.map((row) => ({ data: { mailId: row.id }, singletonKey: row.id })),
  );
  return written.rows.length;
}
