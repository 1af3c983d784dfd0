/**
 * Direct messages between a creator and one fan (policies/messages.ts says who
 * may send; commands/messages.ts writes and announces on the live channel):
 *
 *   POST   /api/conversations {creatorProfileId} | {userId}   201 new, 200 existing
 *   GET    /api/conversations?before=&limit=                  newest activity first
 *   GET    /api/conversations/unread-count                    {count}: the header's badge
 *   GET    /api/conversations/eligibility?creatorProfileId=   may the caller message the creator now
 *   GET    /api/conversations/:id
 *   GET    /api/conversations/:id/messages?before=&limit=     newest first
 *   POST   /api/conversations/:id/messages {content, mediaUrl?, clientId}   201 (200: a repeated clientId)
 *   POST   /api/conversations/:id/read {messageId}
 *   DELETE /api/messages/:id                                  the sender's own
 *   GET|PUT /api/message-settings {readReceipts?, newConversations?}
 *   POST   /api/blocks {userId}, DELETE /api/blocks/:userId
 *   POST   /api/message-broadcasts {content, tierIds, toProfilePrice?, clientId}   "Message your fans": 201 (200: a repeated clientId)
 *   GET    /api/message-broadcasts                            the creator's latest, newest first
 *   GET    /api/message-broadcasts/:id                        its progress
 */
import { Router } from "express";
import { blockSchema, messageBroadcastSchema, messageSettingsSchema, readConversationSchema, sendMessageSchema, startConversationSchema } from "@shared/messages";
import { MESSAGES_PER_MINUTE, MESSAGES_TOO_FAST_TEXT } from "@shared/constants/messages";
import { requireUser } from "../../auth/guards";
import {
  blockPerson,
  deleteMessage,
  markConversationRead,
  saveMessageSettings,
  sendMessage,
  startConversation,
  unblockPerson,
} from "../../commands/messages";
import { startBroadcast } from "../../commands/message-broadcasts";
import type { AppContext } from "../../context";
import { badRequest, notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { rateLimit } from "../../http/rate-limit";
import { parse } from "../../http/validate";
import {
  listConversationViews,
  loadConversation,
  loadConversationView,
  loadMessageSettings,
  loadMessagingEligibility,
} from "../../loaders/messages";
import { countUnreadMessages } from "../../loaders/unread-counts";
import { authorize } from "../../policies";
import { presentBroadcast, presentMessage } from "../../presenters/messages";
import { findBroadcast, findMessage, latestBroadcasts, listMessages } from "./queries";

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function messagesRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const { db } = ctx;
  const deps = { db, storage: ctx.storage, jobs: ctx.jobs };
  // Per sender, across their conversations; counted only for sends that got past validation.
  const sendLimit = rateLimit(
    ctx.limiterStore,
    { name: "direct-messages", max: MESSAGES_PER_MINUTE, windowSeconds: 60, message: MESSAGES_TOO_FAST_TEXT },
    (req) => `user:${req.user?.id}`,
  );

  /** The conversation of the URL, after checking the caller is one of its two people. */
  async function participantConversation(req: { params: { id: string } }, user: Express.User) {
    if (!isUuid(req.params.id)) throw notFound("Conversation not found");
    const conversation = await loadConversation(db, req.params.id);
    authorize(user, "readConversation", conversation);
    return conversation;
  }

  router.post("/conversations", async (req, res) => {
    const user = requireUser(req);
    const input = parse(startConversationSchema, req.body);
    const { conversationId, created } = await startConversation(db, user, input);
    res.status(created ? 201 : 200).json(await loadConversationView(db, user.id, conversationId));
  });

  router.get("/conversations", async (req, res) => {
    const user = requireUser(req);
    const page = parse(pageQuerySchema, req.query);
    res.json(await listConversationViews(db, user.id, page));
  });

  router.get("/conversations/unread-count", async (req, res) => {
    const user = requireUser(req);
    res.json({ count: await countUnreadMessages(db, user.id) });
  });

  router.get("/conversations/eligibility", async (req, res) => {
    const user = requireUser(req);
    const creatorProfileId = String(req.query.creatorProfileId ?? "");
    if (!isUuid(creatorProfileId)) throw notFound("Creator profile not found");
    res.json(await loadMessagingEligibility(db, user, creatorProfileId));
  });

  router.get("/conversations/:id", async (req, res) => {
    const user = requireUser(req);
    const conversation = await participantConversation(req, user);
    res.json(await loadConversationView(db, user.id, conversation.id));
  });

  router.get("/conversations/:id/messages", async (req, res) => {
    const user = requireUser(req);
    const conversation = await participantConversation(req, user);
    const page = parse(pageQuerySchema, req.query);
    const rows = await listMessages(db, conversation.id, page);
    res.json(rows.map((row) => presentMessage(row, user.id)));
  });

  router.post("/conversations/:id/messages", async (req, res) => {
    const user = requireUser(req);
    const conversation = await participantConversation(req, user);
    const input = parse(sendMessageSchema, req.body);
    await sendLimit.consume(req, res);
    const { message, created } = await sendMessage(deps, user, conversation, input);
    res.status(created ? 201 : 200).json(presentMessage({ ...message, senderDeleted: false }, user.id));
  });

  router.post("/conversations/:id/read", async (req, res) => {
    const user = requireUser(req);
    const conversation = await participantConversation(req, user);
    const { messageId } = parse(readConversationSchema, req.body);
    await markConversationRead(db, user, conversation, messageId);
    res.json(await loadConversationView(db, user.id, conversation.id));
  });

  router.delete("/messages/:id", async (req, res) => {
    const user = requireUser(req);
    const message = isUuid(req.params.id) ? await findMessage(db, req.params.id) : undefined;
    if (!message) throw notFound("Message not found");
    authorize(user, "deleteMessage", message);
    await deleteMessage(db, message);
    res.status(204).end();
  });

  router.get("/message-settings", async (req, res) => {
    const user = requireUser(req);
    res.json(await loadMessageSettings(db, user.id));
  });

  router.put("/message-settings", async (req, res) => {
    const user = requireUser(req);
    res.json(await saveMessageSettings(db, user, parse(messageSettingsSchema, req.body)));
  });

  router.post("/blocks", async (req, res) => {
    const user = requireUser(req);
    const { userId } = parse(blockSchema, req.body);
    const { created, createdAt } = await blockPerson(db, user, userId);
    res.status(created ? 201 : 200).json({ userId, blockedAt: createdAt.toISOString() });
  });

  router.post("/message-broadcasts", async (req, res) => {
    const user = requireUser(req);
    const input = parse(messageBroadcastSchema, req.body);
    const { broadcast, created } = await startBroadcast({ db, jobs: ctx.jobs }, user, input);
    res.status(created ? 201 : 200).json(presentBroadcast(broadcast));
  });

  router.get("/message-broadcasts", async (req, res) => {
    const user = requireUser(req);
    res.json((await latestBroadcasts(db, user.id)).map(presentBroadcast));
  });

  router.get("/message-broadcasts/:id", async (req, res) => {
    const user = requireUser(req);
    const broadcast = isUuid(req.params.id) ? await findBroadcast(db, req.params.id) : undefined;
    if (!broadcast) throw notFound("Message to your fans not found");
    authorize(user, "readBroadcast", broadcast);
    res.json(presentBroadcast(broadcast));
  });

  router.delete("/blocks/:userId", async (req, res) => {
    const user = requireUser(req);
    if (!isUuid(req.params.userId)) throw badRequest("Person not found");
    await unblockPerson(db, user, req.params.userId);
    res.status(204).end();
  });

  return router;
}
