/**
 * Email about a direct message left unread for 10 minutes (the `mail-unread-messages`
 * job, every minute): per conversation and side, the other side's newest message
 * that is at least 10 minutes old and after the reader's read marker. At most one
 * such email per person and conversation an hour (none while an earlier one is
 * under an hour old), and one per message (its cause names the message), so a
 * rerun, or a message still unread an hour later, sends nothing twice. Only
 * conversations active in the last day are looked at. Per the person's choice for
 * messages (mail/notification-mail.ts), with one-click unsubscribe.
 */
import { sql } from "drizzle-orm";
import { displayNameOf } from "@shared/people";
import type { Db } from "../db";
import { mailGroup, type NotificationMailContext } from "./notification-mail";
import { unreadMessageMail } from "./templates/notifications";

const UNREAD_FOR = "10 minutes";
const AT_MOST_ONCE_PER = "1 hour";

/** Answers how many emails were written. */
export async function mailUnreadMessages(db: Db, ctx: NotificationMailContext): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.execute<{
      conversation_id: string;
      recipient_id: string;
      message_id: string;
      sender_is_creator: boolean;
      pet_name: string;
      display_name: string | null;
      first_name: string | null;
      last_name: string | null;
      username: string | null;
    }>(sql`
      select c.id as conversation_id, side.recipient_id, m.id as message_id, side.sender_is_creator,
             cp.pet_name, fu.display_name, fu.first_name, fu.last_name, fu.username
      from conversations c
      join creator_profiles cp on cp.id = c.creator_profile_id
      join users fu on fu.id = c.fan_user_id
      cross join lateral (values
        (c.creator_user_id, c.fan_user_id, c.creator_read_at, false),
        (c.fan_user_id, c.creator_user_id, c.fan_read_at, true)) as side(recipient_id, sender_id, read_at, sender_is_creator)
      cross join lateral (
        select m.id from messages m
        where m.conversation_id = c.id and m.sender_id = side.sender_id and m.deleted_at is null
          and m.created_at <= now() - ${UNREAD_FOR}::interval
          and m.created_at > coalesce(side.read_at, '-infinity'::timestamptz)
        order by m.created_at desc, m.id desc
        limit 1) m
      where c.last_message_at > now() - interval '1 day'
        and not exists (
          select 1 from mail_outbox o
          where o.recipient_user_id = side.recipient_id and o.kind = 'message_unread'
            and o.cause_key like 'conversation:' || c.id || ':%'
            and o.created_at > now() - ${AT_MOST_ONCE_PER}::interval)`);
    let written = 0;
    for (const row of due.rows) {
      const senderName = row.sender_is_creator
        ? row.pet_name
        : displayNameOf({ displayName: row.display_name, firstName: row.first_name, lastName: row.last_name, username: row.username }, { withEmail: false });
      written += await mailGroup(tx, ctx, [row.recipient_id], {
        kind: "message_unread",
        causeKey: `conversation:${row.conversation_id}:${row.message_id}`,
        choice: "instant",
        draft: ({ links, unsubscribeUrl }) => unreadMessageMail({ links, unsubscribeUrl, senderName, conversationUrl: links.conversation(row.conversation_id) }),
      });
    }
    return written;
  });
}
