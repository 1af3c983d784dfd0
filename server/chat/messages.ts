/**
 * A chat room's messages: its history (newest first, keyset pages by id), the
 * writes (send, delete, pin, mute) and what the live channel reads (changes
 * after a version). Every write takes the room's next version in its
 * transaction (chat_rooms, locked until commit, so versions follow commit order)
 * and notifies the room's topic with it: the wake-up goes out with the commit.
 */
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { chatRoomKey, type ChatBadge, type ChatRoom } from "@shared/chat";
import { chatMessages, chatMutes, chatRooms, users } from "../db/schema";
import type { Db, DbOrTx } from "../db";
import type { ChatMessageRow } from "../presenters/chat";
import { REALTIME_CHANNEL, wakeInProcess } from "../realtime/bus";

/** The live channel's topic of a room: "r.<creator profile id>.<room>". */
const roomTopic = (roomKey: string) => `r.${roomKey}`;

const authorColumns = {
  id: users.id,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  profileImageUrl: users.profileImageUrl,
};

function selectRows(db: DbOrTx) {
  return db
    .select({ message: chatMessages, author: authorColumns })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId));
}

const toRow = ({ message, author }: { message: typeof chatMessages.$inferSelect; author: ChatMessageRow["author"] }): ChatMessageRow => ({
  ...message,
  author,
});

/** A page of the room's messages, newest first: before a message id, or (catching up) after one. */
export async function listChatMessages(
  db: DbOrTx,
  creatorProfileId: string,
  room: ChatRoom,
  page: { before?: number; after?: number; limit: number },
): Promise<ChatMessageRow[]> {
  const rows = await selectRows(db)
    .where(
      and(
        eq(chatMessages.creatorProfileId, creatorProfileId),
        eq(chatMessages.room, room),
        isNull(chatMessages.deletedAt),
        page.before !== undefined ? lt(chatMessages.id, page.before) : undefined,
        page.after !== undefined ? gt(chatMessages.id, page.after) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(page.limit);
  return rows.map(toRow);
}

/** Each room's pinned message (at most one each). */
export async function pinnedChatMessages(db: DbOrTx, creatorProfileId: string): Promise<ChatMessageRow[]> {
  const rows = await selectRows(db).where(
    and(eq(chatMessages.creatorProfileId, creatorProfileId), isNotNull(chatMessages.pinnedAt), isNull(chatMessages.deletedAt)),
  );
  return rows.map(toRow);
}

export async function findChatMessage(db: DbOrTx, id: number): Promise<ChatMessageRow | undefined> {
  const [row] = await selectRows(db).where(eq(chatMessages.id, id)).limit(1);
  return row && toRow(row);
}

/** The room's changes after a version, in order (what a live stream has not had yet). */
export async function chatChangesAfter(
  db: DbOrTx,
  creatorProfileId: string,
  room: ChatRoom,
  after: number,
  limit: number,
): Promise<ChatMessageRow[]> {
  const rows = await selectRows(db)
    .where(and(eq(chatMessages.creatorProfileId, creatorProfileId), eq(chatMessages.room, room), gt(chatMessages.version, after)))
    .orderBy(asc(chatMessages.version))
    .limit(limit);
  return rows.map(toRow);
}

/** The room's latest version (0 before its first message). */
export async function chatRoomVersion(db: DbOrTx, creatorProfileId: string, room: ChatRoom): Promise<number> {
  const [row] = await db
    .select({ version: chatRooms.version })
    .from(chatRooms)
    .where(and(eq(chatRooms.creatorProfileId, creatorProfileId), eq(chatRooms.room, room)));
  return row?.version ?? 0;
}

/** Takes the room's next version (the row stays locked until the transaction ends) and wakes its streams with the commit. */
async function nextVersion(tx: DbOrTx, creatorProfileId: string, room: ChatRoom): Promise<number> {
  const [row] = await tx
    .insert(chatRooms)
    .values({ creatorProfileId, room, version: 1 })
    .onConflictDoUpdate({ target: [chatRooms.creatorProfileId, chatRooms.room], set: { version: sql`${chatRooms.version} + 1` } })
    .returning({ version: chatRooms.version });
  const topic = roomTopic(chatRoomKey(creatorProfileId, room));
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${`${topic}:${row!.version}`})`);
  // The embedded database: this process's streams read once the one connection is free, after the commit.
  wakeInProcess([topic]);
  return row!.version;
}

export interface SendChatMessage {
  authorId: string;
  creatorProfileId: string;
  room: ChatRoom;
  content: string;
  clientId: string;
  badge: ChatBadge | null;
}

/** Sends a message; a clientId the author used before returns that message instead (created: false). */
export async function sendChatMessage(db: Db, input: SendChatMessage): Promise<{ message: ChatMessageRow; created: boolean }> {
  const earlier = await findByClientId(db, input.authorId, input.clientId);
  if (earlier) return { message: earlier, created: false };
  const id = await db.transaction(async (tx) => {
    const version = await nextVersion(tx, input.creatorProfileId, input.room);
    const [inserted] = await tx
      .insert(chatMessages)
      .values({
        creatorProfileId: input.creatorProfileId,
        room: input.room,
        userId: input.authorId,
        content: input.content,
        clientId: input.clientId,
        badge: input.badge,
        version,
      })
      .onConflictDoNothing({ target: [chatMessages.userId, chatMessages.clientId] })
      .returning({ id: chatMessages.id });
    return inserted?.id;
  });
  // A retry that raced the first send: the first one stands.
  if (id === undefined) return { message: (await findByClientId(db, input.authorId, input.clientId))!, created: false };
  return { message: (await findChatMessage(db, id))!, created: true };
}

async function findByClientId(db: DbOrTx, authorId: string, clientId: string): Promise<ChatMessageRow | undefined> {
  const [row] = await selectRows(db)
    .where(and(eq(chatMessages.userId, authorId), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return row && toRow(row);
}

export async function deleteChatMessage(db: Db, message: ChatMessageRow): Promise<void> {
  await db.transaction(async (tx) => {
    const version = await nextVersion(tx, message.creatorProfileId, message.room as ChatRoom);
    await tx
      .update(chatMessages)
      .set({ deletedAt: new Date(), pinnedAt: null, version })
      .where(and(eq(chatMessages.id, message.id), isNull(chatMessages.deletedAt)));
  });
}

/** Pins the message (pinned: true), unpinning the room's previous one, or unpins it. */
export async function setChatMessagePinned(db: Db, message: ChatMessageRow, pinned: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const version = await nextVersion(tx, message.creatorProfileId, message.room as ChatRoom);
    const room = and(eq(chatMessages.creatorProfileId, message.creatorProfileId), eq(chatMessages.room, message.room));
    if (pinned) {
      await tx
        .update(chatMessages)
        .set({ pinnedAt: null, version })
        .where(and(room, isNotNull(chatMessages.pinnedAt), isNull(chatMessages.deletedAt)));
    }
    await tx
      .update(chatMessages)
      .set({ pinnedAt: pinned ? new Date() : null, version })
      .where(and(eq(chatMessages.id, message.id), isNull(chatMessages.deletedAt)));
  });
}

/** Until when the person is muted in the creator's chat, if they are now. */
export async function mutedUntil(db: DbOrTx, creatorProfileId: string, userId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ until: chatMutes.until })
    .from(chatMutes)
    .where(and(eq(chatMutes.creatorProfileId, creatorProfileId), eq(chatMutes.userId, userId), gt(chatMutes.until, sql`now()`)));
  return row?.until;
}

export async function muteInChat(
  db: DbOrTx,
  input: { creatorProfileId: string; userId: string; mutedBy: string; hours: number },
): Promise<Date> {
  const until = new Date(Date.now() + input.hours * 3600_000);
  await db
    .insert(chatMutes)
    .values({ creatorProfileId: input.creatorProfileId, userId: input.userId, until, mutedBy: input.mutedBy })
    .onConflictDoUpdate({ target: [chatMutes.creatorProfileId, chatMutes.userId], set: { until, mutedBy: input.mutedBy } });
  return until;
}

export async function unmuteInChat(db: DbOrTx, creatorProfileId: string, userId: string): Promise<void> {
  await db.delete(chatMutes).where(and(eq(chatMutes.creatorProfileId, creatorProfileId), eq(chatMutes.userId, userId)));
}
