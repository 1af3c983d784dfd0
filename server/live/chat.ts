/**
 * A live's chat: a message from someone who may watch (or its creator, or
 * staff), while it is live, goes out at once on the live channel (`live.chat`)
 * to those watching now, the creator and the sender. The live channel keeps
 * events for its retention window, so a viewer who reconnects catches up; the
 * chat itself is not a stored conversation (the community chat is). The VIP
 * badge is the priorityCommunity benefit of the sender's tier.
 *
 * Moderation works from what the channel stored, on any instance: a message is
 * found by its `live.chat` events (one per person who received it), so taking it
 * down (`live.chat.deleted`) reaches exactly those who saw it. A viewer the
 * creator or staff mute stays muted for the rest of that live (live_chat_mutes).
 */
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { LIVE_CHAT_MESSAGE_NOT_FOUND, LIVE_CHAT_MUTED, LIVE_CHAT_UNMUTABLE, LIVE_NOT_LIVE } from "@shared/live";
import { displayNameOf } from "@shared/people";
import type { RealtimeEventData } from "@shared/realtime";
import type { Db } from "../db";
import { liveChatMutes, users } from "../db/schema";
import { badRequest, conflict, forbidden, notFound } from "../http/errors";
import { loadEntitlement } from "../loaders/entitlement";
import type { SessionUser } from "../auth/guards";
import { authorize } from "../policies";
import { assertMayWatchLive } from "../policies/live-session";
import { publish, type RealtimeEvent } from "../realtime/publish";
import type { LiveWithCreator } from "./sessions";
import { liveWatchers } from "./viewers";

type LiveChatMessage = RealtimeEventData["live.chat"];

async function isMuted(db: Db, liveSessionId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: liveChatMutes.userId })
    .from(liveChatMutes)
    .where(and(eq(liveChatMutes.liveSessionId, liveSessionId), eq(liveChatMutes.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function sendLiveChat(
  db: Db,
  sender: SessionUser,
  found: LiveWithCreator,
  input: { content: string; clientId: string },
  /** Counts the message against the sender's chat limit (429 past it): only a message that would be sent. */
  countAgainstLimit: () => Promise<void>,
): Promise<LiveChatMessage> {
  const entitlement = await loadEntitlement(db, sender, found.creator);
  assertMayWatchLive(entitlement, found.live);
  if (found.live.status !== "live") throw conflict(LIVE_NOT_LIVE);
  const isCreator = sender.id === found.creator.userId;
  if (!isCreator && !sender.isStaff && (await isMuted(db, found.live.id, sender.id))) throw forbidden(LIVE_CHAT_MUTED);
  await countAgainstLimit();
  const message: LiveChatMessage = {
    liveSessionId: found.live.id,
    id: crypto.randomUUID(),
    clientId: input.clientId,
    author: {
      id: sender.id,
      name: displayNameOf(sender),
      vip: Boolean(entitlement.fan?.benefits.priorityCommunity),
      creator: isCreator,
    },
    content: input.content,
    createdAt: new Date().toISOString(),
  };
  // Those watching on any instance (the shared viewer store), not only this one's.
  const recipients = new Set([...(await liveWatchers(db, found.live.id)), found.creator.userId, sender.id]);
  await db.transaction((tx) => publish(tx, [...recipients].map((userId): RealtimeEvent => ({ userId, type: "live.chat", data: message }))));
  return message;
}

/**
 * Takes a message down (its author, the creator, staff): every person who
 * received it hears `live.chat.deleted`. 404 for an id that is no message of
 * this live (or one older than the channel keeps).
 */
export async function deleteLiveChat(db: Db, actor: SessionUser, found: LiveWithCreator, messageId: string): Promise<void> {
  const isUuid = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i.test(messageId);
  if (!isUuid) throw notFound(LIVE_CHAT_MESSAGE_NOT_FOUND);
  // The partial index realtime_events_live_chat_idx finds a message's copies by its id.
  const { rows } = await db.execute<{ user_id: string; author_id: string }>(sql`
    select user_id, data->'author'->>'id' as author_id from realtime_events
    where type = 'live.chat' and data->>'id' = ${messageId} and data->>'liveSessionId' = ${found.live.id}`);
  if (rows.length === 0) throw notFound(LIVE_CHAT_MESSAGE_NOT_FOUND);
  if (rows[0]!.author_id !== actor.id) authorize(actor, "moderateLiveChat", found.creator);
  const data = { liveSessionId: found.live.id, id: messageId };
  const recipients = new Set(rows.map((row) => row.user_id));
  await db.transaction((tx) => publish(tx, [...recipients].map((userId): RealtimeEvent => ({ userId, type: "live.chat.deleted", data }))));
}

/** Mutes a viewer for the rest of the live (creator, staff); they and the creator hear `live.chat.muted`. */
export async function muteInLiveChat(db: Db, actor: SessionUser, found: LiveWithCreator, userId: string): Promise<void> {
  authorize(actor, "moderateLiveChat", found.creator);
  const [target] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  if (!target) throw notFound("Person not found");
  if (userId === found.creator.userId || target.role === "moderator" || target.role === "admin") throw badRequest(LIVE_CHAT_UNMUTABLE);
  const data = { liveSessionId: found.live.id, userId };
  await db.transaction(async (tx) => {
    await tx.insert(liveChatMutes).values({ liveSessionId: found.live.id, userId, mutedBy: actor.id }).onConflictDoNothing();
    const recipients = new Set([userId, found.creator.userId]);
    await publish(tx, [...recipients].map((recipient): RealtimeEvent => ({ userId: recipient, type: "live.chat.muted", data })));
  });
}

/** Lets a muted viewer write again (creator, staff). */
export async function unmuteInLiveChat(db: Db, actor: SessionUser, found: LiveWithCreator, userId: string): Promise<void> {
  authorize(actor, "moderateLiveChat", found.creator);
  await db.delete(liveChatMutes).where(and(eq(liveChatMutes.liveSessionId, found.live.id), eq(liveChatMutes.userId, userId)));
}
