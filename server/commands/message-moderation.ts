/**
 * Direct messages and community chat messages as reportable things
 * (moderation-targets.ts registers them):
 *
 * - Who may report one: a direct message, the conversation's other person; a
 *   chat message, those who may read its room now (the one chat rule). Anyone
 *   else, and anyone once it is deleted, gets 404 as for anything missing.
 * - The evidence: the reported message and the few before it in its
 *   conversation or room, kept on the case when it is first reported, so the
 *   moderator reads them even after the sender deleted the message. Staff still
 *   cannot open a conversation: these few are all they see of it.
 * - A message is never hidden (a moderator reads it, then removes it or lets it
 *   stay); removing it deletes it as its sender's delete does, live on every
 *   stream that shows it, and lets its photo go.
 */
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { MESSAGE_EVIDENCE_BEFORE, type MessageEvidence } from "@shared/moderation";
import { displayNameOf } from "@shared/people";
import { DELETED_ACCOUNT_TEXT } from "@shared/constants/messages";
import type { ChatRoom } from "@shared/chat";
import { chatMessages, conversations, creatorProfiles, messages, users } from "../db/schema";
import type { DbOrTx } from "../db";
import { loadChatAccess } from "../chat/access";
import { deleteChatMessage, findChatMessage } from "../chat/messages";
import { conflict } from "../http/errors";
import type { Actor } from "../policies";
import { deleteMessage } from "./messages";
import type { ModerationTarget } from "./moderation-targets";

const NOT_HIDDEN_MESSAGE = "A message is not hidden: remove it if it breaks the rules, or dismiss the case";

const personColumns = {
  id: users.id,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  deletedAt: users.deletedAt,
};
type Person = { [K in keyof typeof personColumns]: (typeof personColumns)[K]["_"]["data"] | null };
const nameOf = (person: Person) => (person.deletedAt ? DELETED_ACCOUNT_TEXT : displayNameOf(person, { withEmail: false }));

const refuseHiding = async (): Promise<boolean> => {
  throw conflict(NOT_HIDDEN_MESSAGE);
};

export const directMessageTarget = {
  async load(db: DbOrTx, ids: string[]): Promise<ModerationTarget[]> {
    const rows = await db
      .select({ message: messages, petName: creatorProfiles.petName, creatorUserId: conversations.creatorUserId })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(creatorProfiles, eq(creatorProfiles.id, conversations.creatorProfileId))
      .where(inArray(messages.id, ids));
    return rows.map(({ message, petName, creatorUserId }) => ({
      type: "message" as const,
      id: message.id,
      authorId: message.senderId,
      hiddenAt: null,
      title: `Direct message in a conversation with ${petName}`,
      text: message.content,
      media: message.mediaUrl ? { url: message.mediaUrl, kind: "image" as const } : null,
      href: `/profile/${creatorUserId}`,
      // Read by the conversation's two people and staff (policies/media.ts), never hidden: nothing to change.
      files: [],
    }));
  },
  setHiddenAt: refuseHiding,
  async remove(db: DbOrTx, target: ModerationTarget): Promise<string[]> {
    const [message] = await db.select().from(messages).where(eq(messages.id, target.id));
    if (!message) return [];
    await deleteMessage(db, message);
    return message.mediaUrl ? [message.mediaUrl] : [];
  },
  /** The conversation's other person, while the message is not deleted. */
  async visibleTo(db: DbOrTx, actor: Actor, target: ModerationTarget): Promise<boolean> {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        and(
          eq(messages.id, target.id),
          sql`${messages.deletedAt} is null`,
          sql`${actor.id}::uuid in (${conversations.creatorUserId}, ${conversations.fanUserId})`,
        ),
      );
    return Boolean(row);
  },
  async evidence(db: DbOrTx, target: ModerationTarget): Promise<MessageEvidence> {
    const [place] = await db
      .select({ conversationId: conversations.id, petName: creatorProfiles.petName, fan: personColumns })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(creatorProfiles, eq(creatorProfiles.id, conversations.creatorProfileId))
      .innerJoin(users, eq(users.id, conversations.fanUserId))
      .where(eq(messages.id, target.id));
    // The reported message and the few before it, on messages_conversation_created_idx.
    const rows = await db
      .select({ message: messages, sender: personColumns })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(
        and(
          eq(messages.conversationId, place!.conversationId),
          sql`(${messages.createdAt}, ${messages.id}) <= ((select created_at from messages where id = ${target.id}::uuid), ${target.id}::uuid)`,
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(MESSAGE_EVIDENCE_BEFORE + 1);
    return {
      place: `Conversation between ${place!.petName} and ${nameOf(place!.fan)}`,
      messages: rows.reverse().map(({ message, sender }) => ({
        id: message.id,
        author: nameOf(sender),
        authorId: message.senderId,
        text: message.content,
        mediaUrl: message.mediaUrl,
        deleted: message.deletedAt !== null,
        createdAt: message.createdAt.toISOString(),
        reported: message.id === target.id,
      })),
    };
  },
};

export const chatMessageTarget = {
  async load(db: DbOrTx, ids: string[]): Promise<ModerationTarget[]> {
    const rows = await db
      .select({ message: chatMessages, petName: creatorProfiles.petName, creatorUserId: creatorProfiles.userId })
      .from(chatMessages)
      .innerJoin(creatorProfiles, eq(creatorProfiles.id, chatMessages.creatorProfileId))
      .where(inArray(chatMessages.id, ids.map(Number)));
    return rows.map(({ message, petName, creatorUserId }) => ({
      type: "chat_message" as const,
      id: String(message.id),
      authorId: message.userId,
      hiddenAt: null,
      title: `Message in ${petName}'s community chat${message.room === "vip" ? " (VIP room)" : ""}`,
      text: message.deletedAt ? "" : message.content,
      media: null,
      href: `/profile/${creatorUserId}`,
      files: [],
    }));
  },
  setHiddenAt: refuseHiding,
  async remove(db: DbOrTx, target: ModerationTarget): Promise<string[]> {
    const message = await findChatMessage(db, Number(target.id));
    if (message && !message.deletedAt) await deleteChatMessage(db, message);
    return [];
  },
  /** Those who may read its room now, while it is not deleted. */
  async visibleTo(db: DbOrTx, actor: Actor, target: ModerationTarget): Promise<boolean> {
    const [row] = await db
      .select({ room: chatMessages.room, deletedAt: chatMessages.deletedAt, profile: creatorProfiles })
      .from(chatMessages)
      .innerJoin(creatorProfiles, eq(creatorProfiles.id, chatMessages.creatorProfileId))
      .where(eq(chatMessages.id, Number(target.id)));
    if (!row || row.deletedAt) return false;
    const access = await loadChatAccess(db, actor, row.profile);
    return access.rooms.includes(row.room as ChatRoom);
  },
  async evidence(db: DbOrTx, target: ModerationTarget): Promise<MessageEvidence> {
    const id = Number(target.id);
    const [place] = await db
      .select({ creatorProfileId: chatMessages.creatorProfileId, room: chatMessages.room, petName: creatorProfiles.petName })
      .from(chatMessages)
      .innerJoin(creatorProfiles, eq(creatorProfiles.id, chatMessages.creatorProfileId))
      .where(eq(chatMessages.id, id));
    // The reported message and the few before it, on chat_messages_room_id_idx.
    const rows = await db
      .select({ message: chatMessages, author: personColumns })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .where(
        and(
          eq(chatMessages.creatorProfileId, place!.creatorProfileId),
          eq(chatMessages.room, place!.room),
          lte(chatMessages.id, id),
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(MESSAGE_EVIDENCE_BEFORE + 1);
    return {
      place: `${place!.petName}'s community chat${place!.room === "vip" ? " (VIP room)" : ""}`,
      messages: rows.reverse().map(({ message, author }) => ({
        id: String(message.id),
        author: nameOf(author),
        authorId: message.userId,
        // A message its author deleted keeps its place, not its words, as in a conversation.
        text: message.deletedAt ? "" : message.content,
        mediaUrl: null,
        deleted: message.deletedAt !== null,
        createdAt: message.createdAt.toISOString(),
        reported: message.id === id,
      })),
    };
  },
};
