/**
 * A live's chat: a message from someone who may watch (or its creator, or
 * staff), while it is live, goes out at once on the live channel (`live.chat`)
 * to those watching now, the creator and the sender. The live channel keeps
 * events for its retention window, so a viewer who reconnects catches up; the
 * chat itself is not a stored conversation (the community chat is). The VIP
 * badge is the priorityCommunity benefit of the sender's tier.
 */
import crypto from "node:crypto";
import { LIVE_NOT_LIVE } from "@shared/live";
import { displayNameOf } from "@shared/people";
import type { RealtimeEventData } from "@shared/realtime";
import type { Db } from "../db";
import { conflict } from "../http/errors";
import { loadEntitlement } from "../loaders/entitlement";
import type { SessionUser } from "../auth/guards";
import { assertMayWatchLive } from "../policies/live-session";
import { publish, type RealtimeEvent } from "../realtime/publish";
import type { LiveWithCreator } from "./sessions";
import { watchersOf } from "./viewers";

export async function sendLiveChat(
  db: Db,
  sender: SessionUser,
  found: LiveWithCreator,
  input: { content: string; clientId: string },
): Promise<RealtimeEventData["live.chat"]> {
  const entitlement = await loadEntitlement(db, sender, found.creator);
  assertMayWatchLive(entitlement, found.live);
  if (found.live.status !== "live") throw conflict(LIVE_NOT_LIVE);
  const message: RealtimeEventData["live.chat"] = {
    liveSessionId: found.live.id,
    id: crypto.randomUUID(),
    clientId: input.clientId,
    author: {
      id: sender.id,
      name: displayNameOf(sender),
      vip: Boolean(entitlement.fan?.benefits.priorityCommunity),
      creator: sender.id === found.creator.userId,
    },
    content: input.content,
    createdAt: new Date().toISOString(),
  };
  const recipients = new Set([...watchersOf(found.live.id), found.creator.userId, sender.id]);
  await db.transaction((tx) => publish(tx, [...recipients].map((userId): RealtimeEvent => ({ userId, type: "live.chat", data: message }))));
  return message;
}
