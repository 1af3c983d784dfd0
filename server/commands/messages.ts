/**
 * The writes of direct messages. Each runs in one transaction with the events
 * it announces (realtime/publish.ts): the recipient's stream shows a message
 * exactly when it is committed, and the badges' counts go with it.
 */
import { and, eq, sql } from "drizzle-orm";
import type { SendMessageInput, StartConversationInput } from "@shared/messages";
import { blocks, conversations, messages, messageSettings, users, type Conversation, type Message } from "../db/schema";
import type { DbOrTx } from "../db";
import type { JobQueue } from "../jobs/queue";
import { badRequest, conflict, forbidden, notFound } from "../http/errors";
import {
  loadConversation,
  loadMessagingCreator,
  loadMessagingFacts,
  loadMessageSettings,
  loadOwnCreator,
} from "../loaders/messages";
import { publishUnreadChanged } from "../loaders/unread-counts";
import type { Actor } from "../policies";
import { sendRefusal, sideOf, startRefusal } from "../policies/messages";
import { presentMessage, type MessageRow } from "../presenters/messages";
import { publish } from "../realtime/publish";
import type { ObjectStorage } from "../storage/types";
import { attachMessagePhoto, checkMessagePhoto } from "./media";

interface Deps {
  db: DbOrTx;
  storage: ObjectStorage;
  jobs: JobQueue;
}

const NOT_YOURSELF = "You can't message yourself.";
const ONLY_CREATORS = "Only creators can start a conversation with a fan.";
const PERSON_NOT_FOUND = "Person not found";
const CLIENT_ID_REUSED = "This clientId was already used for another conversation";

const other = (conversation: Pick<Conversation, "creatorUserId" | "fanUserId">, userId: string) =>
  userId === conversation.creatorUserId ? conversation.fanUserId : conversation.creatorUserId;
const personAsActor = (id: string): Actor => ({ id, isStaff: false, role: "member" });

/**
 * A fan opens a conversation with a creator's profile, or a creator with one of
 * their current fans: the existing one (created false) or a new one.
 */
export async function startConversation(
  db: DbOrTx,
  caller: Actor,
  input: StartConversationInput,
): Promise<{ conversationId: string; created: boolean }> {
  let creator, fanUserId: string, side: "creator" | "fan";
  if ("creatorProfileId" in input) {
    creator = await loadMessagingCreator(db, input.creatorProfileId);
    if (!creator) throw notFound("Creator profile not found");
    if (creator.userId === caller.id) throw badRequest(NOT_YOURSELF);
    fanUserId = caller.id;
    side = "fan";
  } else {
    creator = await loadOwnCreator(db, caller.id);
    if (!creator) throw forbidden(ONLY_CREATORS);
    if (input.userId === caller.id) throw badRequest(NOT_YOURSELF);
    const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).limit(1);
    if (!person) throw notFound(PERSON_NOT_FOUND);
    fanUserId = person.id;
    side = "creator";
  }
  const facts = await loadMessagingFacts(db, { side, creator, fanUserId });
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.creatorProfileId, creator.id), eq(conversations.fanUserId, fanUserId)))
    .limit(1);
  if (existing) {
    const refusal = sendRefusal(facts);
    if (refusal) throw forbidden(refusal);
    return { conversationId: existing.id, created: false };
  }
  const creatorTakesNew = (await loadMessageSettings(db, creator.userId)).newConversations;
  const refusal = startRefusal({ ...facts, creatorTakesNew });
  if (refusal) throw forbidden(refusal);
  const [inserted] = await db
    .insert(conversations)
    .values({ creatorProfileId: creator.id, creatorUserId: creator.userId, fanUserId })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (inserted) return { conversationId: inserted.id, created: true };
  // Started by the other tab or person at the same moment.
  const [raced] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.creatorProfileId, creator.id), eq(conversations.fanUserId, fanUserId)))
    .limit(1);
  return { conversationId: raced.id, created: false };
}

async function findByClientId(db: DbOrTx, senderId: string, clientId: string): Promise<Message | undefined> {
  const [found] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
    .limit(1);
  return found;
}

const rowOf = (message: Message): MessageRow => ({ ...message, senderDeleted: false });

/**
 * Sends a message: the rule is asked on every send (a fan who lost the benefit
 * stops here). A repeated clientId answers the first message and writes nothing.
 */
export async function sendMessage(
  deps: Deps,
  sender: Actor,
  conversation: Conversation,
  input: Omit<SendMessageInput, "content"> & { content: string },
): Promise<{ message: Message; created: boolean }> {
  const { db } = deps;
  const repeated = await findByClientId(db, sender.id, input.clientId);
  if (repeated) {
    if (repeated.conversationId !== conversation.id) throw conflict(CLIENT_ID_REUSED);
    return { message: repeated, created: false };
  }
  const creator = await loadMessagingCreator(db, conversation.creatorProfileId);
  if (!creator) throw notFound("Conversation not found");
  const refusal = sendRefusal(
    await loadMessagingFacts(db, { side: sideOf(sender, conversation), creator, fanUserId: conversation.fanUserId }),
  );
  if (refusal) throw forbidden(refusal);
  const photo = input.mediaUrl ? await checkMessagePhoto(db, deps.storage, { mediaUrl: input.mediaUrl, ownerId: sender.id }) : null;
  const recipientId = other(conversation, sender.id);

  return deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        senderId: sender.id,
        content: input.content,
        mediaUrl: input.mediaUrl ?? null,
        clientId: input.clientId,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      // The same send raced itself (a retry while the first was in flight).
      const first = await findByClientId(tx, sender.id, input.clientId);
      if (!first || first.conversationId !== conversation.id) throw conflict(CLIENT_ID_REUSED);
      return { message: first, created: false };
    }
    if (photo) await attachMessagePhoto(tx, deps.jobs, photo);
    await tx
      .update(conversations)
      .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, (select created_at from messages where id = ${inserted.id}::uuid))` })
      .where(eq(conversations.id, conversation.id));
    await publish(
      tx,
      [sender.id, recipientId].map((userId) => ({
        userId,
        type: "message.created" as const,
        data: { conversationId: conversation.id, message: presentMessage(rowOf(inserted), userId) },
      })),
    );
    await publishUnreadChanged(tx, [personAsActor(recipientId)]);
    return { message: inserted, created: true };
  });
}

/** The sender deletes their message: it stays in place as "Message deleted", its words and photo gone. */
export async function deleteMessage(db: DbOrTx, message: Message): Promise<void> {
  if (message.deletedAt) return;
  const conversation = await loadConversation(db, message.conversationId);
  await db.transaction(async (tx) => {
    await tx
      .update(messages)
      .set({ deletedAt: new Date(), content: "", mediaUrl: null })
      .where(eq(messages.id, message.id));
    await publish(
      tx,
      [conversation.creatorUserId, conversation.fanUserId].map((userId) => ({
        userId,
        type: "message.deleted" as const,
        data: { conversationId: conversation.id, messageId: message.id },
      })),
    );
    await publishUnreadChanged(tx, [personAsActor(other(conversation, message.senderId))]);
  });
}

/**
 * The reader's marker moves forward to the message (never back). Their other
 * tabs hear of it, and so does the other side when both have read receipts on.
 */
export async function markConversationRead(db: DbOrTx, reader: Actor, conversation: Conversation, messageId: string): Promise<void> {
  const [message] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversation.id)))
    .limit(1);
  if (!message) throw notFound("Message not found");
  const side = sideOf(reader, conversation);
  const [readAt, readId] =
    side === "creator"
      ? [conversations.creatorReadAt, conversations.creatorReadMessageId]
      : [conversations.fanReadAt, conversations.fanReadMessageId];
  const partnerId = other(conversation, reader.id);
  const [readerSettings, partnerSettings] = [await loadMessageSettings(db, reader.id), await loadMessageSettings(db, partnerId)];
  await db.transaction(async (tx) => {
    // The marker takes the message's own time from the database (microseconds: a JS Date keeps milliseconds only).
    const at = sql`(select created_at from messages where id = ${message.id}::uuid)`;
    const moved = await tx
      .update(conversations)
      .set(side === "creator" ? { creatorReadAt: at, creatorReadMessageId: message.id } : { fanReadAt: at, fanReadMessageId: message.id })
      .where(and(eq(conversations.id, conversation.id), sql`(${readAt} is null or (${at}, ${message.id}::uuid) > (${readAt}, ${readId}))`))
      .returning({ id: conversations.id });
    if (moved.length === 0) return;
    const tellPartner = readerSettings.readReceipts && partnerSettings.readReceipts;
    const data = { conversationId: conversation.id, readerId: reader.id, messageId: message.id };
    await publish(tx, [
      { userId: reader.id, type: "conversation.read", data },
      ...(tellPartner ? [{ userId: partnerId, type: "conversation.read" as const, data }] : []),
    ]);
    await publishUnreadChanged(tx, [reader]);
  });
}

/** Blocks a person (the existing block: created false). */
export async function blockPerson(db: DbOrTx, blocker: Actor, blockedId: string): Promise<{ created: boolean; createdAt: Date }> {
  if (blockedId === blocker.id) throw badRequest("You can't block yourself.");
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, blockedId)).limit(1);
  if (!person) throw notFound(PERSON_NOT_FOUND);
  const [inserted] = await db.insert(blocks).values({ blockerId: blocker.id, blockedId }).onConflictDoNothing().returning();
  if (inserted) return { created: true, createdAt: inserted.createdAt };
  const [existing] = await db
    .select()
    .from(blocks)
    .where(and(eq(blocks.blockerId, blocker.id), eq(blocks.blockedId, blockedId)))
    .limit(1);
  return { created: false, createdAt: existing.createdAt };
}

export async function unblockPerson(db: DbOrTx, blocker: Actor, blockedId: string): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blocker.id), eq(blocks.blockedId, blockedId)));
}

export async function saveMessageSettings(
  db: DbOrTx,
  person: Actor,
  changes: { readReceipts?: boolean; newConversations?: boolean },
): Promise<{ readReceipts: boolean; newConversations: boolean }> {
  const current = await loadMessageSettings(db, person.id);
  const next = { ...current, ...changes };
  await db
    .insert(messageSettings)
    .values({ userId: person.id, ...next })
    .onConflictDoUpdate({ target: messageSettings.userId, set: next });
  return next;
}
