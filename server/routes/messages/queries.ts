import { and, desc, eq, sql } from "drizzle-orm";
import { creatorProfiles, messageBroadcasts, messages, users, type Message, type MessageBroadcast } from "../../db/schema";
import type { DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";
import type { MessageRow } from "../../presenters/messages";

/** A conversation's messages, newest first (messages_conversation_created_idx, in exactly this order). */
export function listMessages(db: DbOrTx, conversationId: string, page: PageQuery): Promise<MessageRow[]> {
  const { where, orderBy } = keyset(messages, "messages", page.before, sql`conversation_id = ${conversationId}::uuid`);
  return db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      content: messages.content,
      mediaUrl: messages.mediaUrl,
      clientId: messages.clientId,
      deletedAt: messages.deletedAt,
      createdAt: messages.createdAt,
      senderDeleted: sql<boolean>`${users.deletedAt} is not null`,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.conversationId, conversationId), where))
    .orderBy(...orderBy)
    .limit(page.limit);
}

export async function findMessage(db: DbOrTx, id: string): Promise<Message | undefined> {
  const [message] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return message;
}

export async function findBroadcast(db: DbOrTx, id: string): Promise<MessageBroadcast | undefined> {
  const [row] = await db.select().from(messageBroadcasts).where(eq(messageBroadcasts.id, id)).limit(1);
  return row;
}

/** The creator's latest broadcasts, newest first (message_broadcasts_profile_created_idx). */
const BROADCASTS_LISTED = 10;
export function latestBroadcasts(db: DbOrTx, creatorUserId: string): Promise<MessageBroadcast[]> {
  return db
    .select()
    .from(messageBroadcasts)
    .where(eq(messageBroadcasts.creatorProfileId, sql`(select ${creatorProfiles.id} from ${creatorProfiles} where ${creatorProfiles.userId} = ${creatorUserId}::uuid)`))
    .orderBy(desc(messageBroadcasts.createdAt), desc(messageBroadcasts.id))
    .limit(BROADCASTS_LISTED);
}
