/**
 * Creators' community chats (shared/chat.ts for the rule, the texts and the schemas):
 *
 *   GET    /api/creator-profile/:id/chat                  the viewer's rooms, whether they moderate, each room's pinned message
 *   GET    /api/creator-profile/:id/chat/messages         ?room=main|vip&before=<id>|after=<id>&limit: newest first
 *   POST   /api/creator-profile/:id/chat/messages         {content, room?, clientId} → 201 (200 with the first for a repeated clientId)
 *   PUT    /api/creator-profile/:id/chat/settings         {vipRoomOpen} → 200 (the creator): open or close the VIP room
 *   POST   /api/creator-profile/:id/chat/mutes            {userId} → 201: muted for 24 hours (creator, staff)
 *   DELETE /api/creator-profile/:id/chat/mutes/:userId    → 204 (creator, staff)
 *   DELETE /api/chat-messages/:id                         → 204 (its author, the creator, staff)
 *   POST   /api/chat-messages/:id/pin, DELETE …/pin       → 200 (creator, staff): one pinned message per room
 *
 * Entering a room is checked on every request with what the viewer is now
 * (a lapsed fan is refused at once); live delivery re-checks it too
 * (../../chat/rooms.ts). Signed out: 401; not allowed in: 403 with why.
 */
import { Router, type Request } from "express";
import { z } from "zod";
import {
  CHAT_MUTE_HOURS,
  CHAT_PAGE_SIZE,
  CHAT_REFUSALS,
  CHAT_ROOMS,
  chatMessageInputSchema,
  chatMuteInputSchema,
  chatSettingsInputSchema,
  type ChatMuteView,
  type ChatRoom,
  type ChatRoomsView,
} from "@shared/chat";
import { eq } from "drizzle-orm";
import { currentUser, requireUser, type SessionUser } from "../../auth/guards";
import { loadChatAccess, setVipRoomOpen } from "../../chat/access";
import {
  deleteChatMessage,
  findChatMessage,
  listChatMessages,
  mutedUntil,
  muteInChat,
  pinnedChatMessages,
  sendChatMessage,
  setChatMessagePinned,
  unmuteInChat,
} from "../../chat/messages";
import type { AppContext } from "../../context";
import { users, type CreatorProfile } from "../../db/schema";
import { badRequest, forbidden, notFound } from "../../http/errors";
import { rateLimit, type RateLimitRule } from "../../http/rate-limit";
import { parse } from "../../http/validate";
import { loadVisibleCreatorProfile } from "../../loaders/creator-profile";
import { authorize } from "../../policies";
import { authorizeChatRoom } from "../../policies/chat";
import { isProfileOwner } from "../../policies/creator-profile";
import { presentChatMessage } from "../../presenters/chat";

/** Messages per author across every chat: a lively conversation, not a flood. */
const CHAT_RATE_LIMIT: RateLimitRule = {
  name: "chat",
  max: 10,
  windowSeconds: 15,
  message: "You're sending messages too quickly. Please wait a few seconds.",
};

const MESSAGE_NOT_FOUND = "Message not found";

const messageId = z.coerce
  .number({ error: "Must be a message id" })
  .int("Must be a message id")
  .positive("Must be a message id")
  .max(Number.MAX_SAFE_INTEGER, "Must be a message id");

const listQuerySchema = z.object({
  room: z.enum(CHAT_ROOMS, { error: "Room must be main or vip" }).optional().default("main"),
  before: messageId.optional(),
  after: messageId.optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(100, "limit must be at most 100")
    .default(CHAT_PAGE_SIZE),
});

export function chatRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const { db } = ctx;
  const chatLimit = rateLimit(ctx.limiterStore, CHAT_RATE_LIMIT, (req) => `user:${req.user?.id ?? req.ip}`);

  /** The profile (404 when missing or hidden from the viewer) and what the viewer may do in its chat. */
  async function loadChat(req: Request) {
    const viewer = currentUser(req);
    const profile = await loadVisibleCreatorProfile(db, String(req.params.id), viewer);
    const access = await loadChatAccess(db, viewer, profile);
    return { viewer, profile, access };
  }

  router.get("/creator-profile/:id/chat", async (req, res) => {
    const user = requireUser(req);
    const { profile, access } = await loadChat(req);
    const pinned = access.rooms.length > 0 ? await pinnedChatMessages(db, profile.id) : [];
    const muted = access.rooms.length > 0 && !access.moderates ? await mutedUntil(db, profile.id, user.id) : undefined;
    const view: ChatRoomsView = {
      creatorProfileId: profile.id,
      rooms: access.rooms,
      moderates: access.moderates,
      badge: access.badge,
      mutedUntil: muted?.toISOString() ?? null,
      vipRoomOpen: access.vipRoomOpen,
      pinned: Object.fromEntries(
        access.rooms.map((room) => {
          const message = pinned.find((m) => m.room === room);
          return [room, message ? presentChatMessage(message, user.id) : null];
        }),
      ),
    };
    res.json(view);
  });

  router.get("/creator-profile/:id/chat/messages", async (req, res) => {
    const { viewer, profile, access } = await loadChat(req);
    const page = parse(listQuerySchema, req.query);
    authorizeChatRoom(viewer, access, page.room, profile.petName);
    const rows = await listChatMessages(db, profile.id, page.room, page);
    res.json(rows.map((row) => presentChatMessage(row, viewer.id)));
  });

  router.post("/creator-profile/:id/chat/messages", async (req, res) => {
    requireUser(req);
    const { viewer, profile, access } = await loadChat(req);
    const input = parse(chatMessageInputSchema, req.body);
    authorizeChatRoom(viewer, access, input.room, profile.petName);
    if (!access.moderates && (await mutedUntil(db, profile.id, viewer.id))) throw forbidden(CHAT_REFUSALS.muted(profile.petName));
    await chatLimit.consume(req, res);
    const { message, created } = await sendChatMessage(ctx.db, {
      authorId: viewer.id,
      creatorProfileId: profile.id,
      room: input.room,
      content: input.content,
      clientId: input.clientId,
      badge: access.badge,
    });
    res.status(created ? 201 : 200).json(presentChatMessage(message, viewer.id));
  });

  router.put("/creator-profile/:id/chat/settings", async (req, res) => {
    const user = requireUser(req);
    const { profile } = await loadChat(req);
    // The room is part of what the creator offers their VIP fans: the creator's switch, not staff's.
    if (!isProfileOwner(user, profile)) throw forbidden(CHAT_REFUSALS.notCreator);
    const { vipRoomOpen } = parse(chatSettingsInputSchema, req.body);
    await setVipRoomOpen(db, profile.id, vipRoomOpen);
    res.json({ vipRoomOpen });
  });

  router.post("/creator-profile/:id/chat/mutes", async (req, res) => {
    const user = requireUser(req);
    const { profile, access } = await loadChat(req);
    authorize(user, "moderateChat", access);
    const { userId } = parse(chatMuteInputSchema, req.body);
    await refuseUnmutable(profile, userId);
    const until = await muteInChat(db, { creatorProfileId: profile.id, userId, mutedBy: user.id, hours: CHAT_MUTE_HOURS });
    const view: ChatMuteView = { userId, until: until.toISOString() };
    res.status(201).json(view);
  });

  router.delete("/creator-profile/:id/chat/mutes/:userId", async (req, res) => {
    const user = requireUser(req);
    const { profile, access } = await loadChat(req);
    authorize(user, "moderateChat", access);
    const { userId } = parse(chatMuteInputSchema, req.params);
    await unmuteInChat(db, profile.id, userId);
    res.status(204).end();
  });

  /** The creator and staff are never muted; a person who does not exist cannot be. */
  async function refuseUnmutable(profile: CreatorProfile, userId: string) {
    const [target] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId));
    if (!target) throw notFound("Person not found");
    if (userId === profile.userId || target.role === "moderator" || target.role === "admin") {
      throw badRequest("The creator and staff can't be muted");
    }
  }

  /** A message of a chat the caller may enter (404 otherwise: its room is not theirs to see), with their access there. */
  async function loadMessage(user: SessionUser, id: string) {
    const parsed = messageId.safeParse(id);
    const message = parsed.success ? await findChatMessage(db, parsed.data) : undefined;
    if (!message || message.deletedAt) throw notFound(MESSAGE_NOT_FOUND);
    const profile = await loadVisibleCreatorProfile(db, message.creatorProfileId, user);
    const access = await loadChatAccess(db, user, profile);
    if (!access.rooms.includes(message.room as ChatRoom)) throw notFound(MESSAGE_NOT_FOUND);
    return { message, access };
  }

  router.delete("/chat-messages/:id", async (req, res) => {
    const user = requireUser(req);
    const { message, access } = await loadMessage(user, req.params.id);
    if (message.userId !== user.id) authorize(user, "moderateChat", access);
    await deleteChatMessage(db, message);
    res.status(204).end();
  });

  for (const [method, pinned] of [
    ["post", true],
    ["delete", false],
  ] as const) {
    router[method]("/chat-messages/:id/pin", async (req, res) => {
      const user = requireUser(req);
      const { message, access } = await loadMessage(user, req.params.id);
      authorize(user, "moderateChat", access);
      await setChatMessagePinned(db, message, pinned);
      res.json(presentChatMessage((await findChatMessage(db, message.id))!, user.id));
    });
  }

  return router;
}
