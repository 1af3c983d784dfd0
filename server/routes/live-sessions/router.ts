/**
 * Live streams (server/live/):
 *
 *   POST   /api/live-sessions                 a creator schedules a live (their own profile's)
 *   GET    /api/live-sessions?creatorProfileId=&status=   newest first, keyset pages (?limit, ?before)
 *   GET    /api/live-sessions/:id             one live (what anyone may know of it: title, time, status)
 *   PATCH  /api/live-sessions/:id             its creator, before it starts (saveReplay until it ends)
 *   DELETE /api/live-sessions/:id             cancel a scheduled live (creator or staff); its fans are told
 *   POST   /api/live-sessions/:id/start       its creator goes live: {ingest: {webSocketUrl, rtmpUrl, streamKey}, live}
 *   POST   /api/live-sessions/:id/end         its creator or staff ends it (the replay follows when kept on)
 *   GET    /api/live-sessions/:id/playback    {masterUrl} for a viewer whose tier grants live streams
 *   POST   /api/live-sessions/:id/chat        a message in the live's chat (those who may watch), as `live.chat` events;
 *                                              403 for a muted viewer, 429 past 10 messages in 15 seconds
 *   DELETE /api/live-sessions/:id/chat/:messageId        → 204: its author, the creator or staff (`live.chat.deleted`)
 *   POST   /api/live-sessions/:id/chat/mutes             {userId} → 201: muted for the rest of the live (creator, staff)
 *   DELETE /api/live-sessions/:id/chat/mutes/:userId     → 204: unmuted (creator, staff)
 *   (the ingest WebSocket, /api/live-sessions/:id/ingest, is served on the HTTP server's upgrade: server/live/ingest-socket.ts)
 *
 * What a live is about is public, as a locked post's teaser is; watching it
 * is the watch rule's (policies/live-session.ts). A hidden creator's lives are
 * missing to everyone but them and staff.
 */
import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import { Router } from "express";
import { z } from "zod";
import { LIVE_CHAT_TOO_FAST, LIVE_NOT_LIVE, LIVE_STATUSES, type LiveChatMuteView, type LiveIngestView } from "@shared/live";
import { liveChatInputSchema, liveChatMuteInputSchema, liveSessionInputSchema, liveSessionUpdateSchema } from "@shared/validation";
import { currentUser, requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { creatorProfiles, liveSessions } from "../../db/schema";
import { badRequest, conflict, forbidden } from "../../http/errors";
import { keyset, pageQuerySchema } from "../../http/paging";
import { rateLimit, type RateLimitRule } from "../../http/rate-limit";
import { parse } from "../../http/validate";
import { cancelLive, editLive, findLiveWithCreator, liveNotFound, replayReady, scheduleLive, type LiveWithCreator } from "../../live/sessions";
import { deleteLiveChat, muteInLiveChat, sendLiveChat, unmuteInLiveChat } from "../../live/chat";
import { liveIngestPath } from "../../live/ingest-socket";
import { endLive, startLive } from "../../live/lifecycle";
import { loadLivePlayback } from "../../live/playback";
import { authorize, type Actor } from "../../policies";
import { playbackKey } from "../../video/playback-token";
import { mayViewHidden } from "../../policies/moderation";
import { presentLiveSession } from "../../presenters/live-session";

const NOT_A_CREATOR = "Only creators can schedule lives: create your creator profile first";
const LIST_NEEDS_FILTER = "creatorProfileId or status is required";

/** Messages per viewer across every live's chat, as the community chat allows: a lively chat, not a flood. */
const LIVE_CHAT_RATE_LIMIT: RateLimitRule = { name: "live-chat", max: 10, windowSeconds: 15, message: LIVE_CHAT_TOO_FAST };

const listQuerySchema = pageQuerySchema.extend({
  creatorProfileId: z.string().uuid("creatorProfileId must be a creator profile's id").optional(),
  status: z.enum(LIVE_STATUSES, { error: `status must be one of ${LIVE_STATUSES.join(", ")}` }).optional(),
});

export function liveSessionsRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const { db } = ctx;
  const deps = { db, storage: ctx.storage, jobs: ctx.jobs, publicUrl: ctx.config.publicUrl };
  const chatLimit = rateLimit(ctx.limiterStore, LIVE_CHAT_RATE_LIMIT, (req) => `user:${req.user?.id}`);

  /** The live, if the viewer may know of it (404 otherwise). */
  async function loadLive(viewer: Actor | undefined, id: string): Promise<LiveWithCreator> {
    const found = await findLiveWithCreator(db, id);
    if (!found || !mayViewHidden(viewer, { authorId: found.creator.userId, hiddenAt: found.creator.hiddenAt })) throw liveNotFound();
    return found;
  }

  router.post("/live-sessions", async (req, res) => {
    const user = requireUser(req);
    const input = parse(liveSessionInputSchema, req.body);
    const [profile] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, user.id)).limit(1);
    if (!profile) throw forbidden(NOT_A_CREATOR);
    authorize(user, "manageLiveSession", profile);
    const live = await scheduleLive(deps, { profile, ...input });
    res.status(201).json(presentLiveSession(live));
  });

  router.get("/live-sessions", async (req, res) => {
    const viewer = currentUser(req);
    const query = parse(listQuerySchema, req.query);
    if (!query.creatorProfileId && !query.status) throw badRequest(LIST_NEEDS_FILTER);
    const { where, orderBy } = keyset(liveSessions, "live_sessions", query.before);
    const conditions: (SQL | undefined)[] = [where];
    if (query.creatorProfileId) conditions.push(eq(liveSessions.creatorProfileId, query.creatorProfileId));
    if (query.status) conditions.push(eq(liveSessions.status, query.status));
    // Hidden creators' lives: theirs and staff's alone.
    if (!viewer?.isStaff) conditions.push(or(isNull(creatorProfiles.hiddenAt), viewer ? eq(creatorProfiles.userId, viewer.id) : undefined));
    const rows = await db
      .select({ live: liveSessions, replayReady: replayReady() })
      .from(liveSessions)
      .innerJoin(creatorProfiles, eq(creatorProfiles.id, liveSessions.creatorProfileId))
      .where(and(...conditions))
      .orderBy(...orderBy)
      .limit(query.limit);
    res.json(rows.map((row) => presentLiveSession(row.live, row)));
  });

  router.get("/live-sessions/:id", async (req, res) => {
    const found = await loadLive(currentUser(req), req.params.id);
    res.json(presentLiveSession(found.live, found));
  });

  router.patch("/live-sessions/:id", async (req, res) => {
    const user = requireUser(req);
    const found = await loadLive(user, req.params.id);
    authorize(user, "manageLiveSession", found.creator);
    const changes = parse(liveSessionUpdateSchema, req.body);
    res.json(presentLiveSession(await editLive(deps, found, changes)));
  });

  router.delete("/live-sessions/:id", async (req, res) => {
    const user = requireUser(req);
    const found = await loadLive(user, req.params.id);
    authorize(user, "stopLiveSession", found.creator);
    res.json(presentLiveSession(await cancelLive(deps, found)));
  });

  router.post("/live-sessions/:id/start", async (req, res) => {
    const user = requireUser(req);
    const found = await loadLive(user, req.params.id);
    authorize(user, "manageLiveSession", found.creator);
    const live = await startLive(ctx, found);
    const base = new URL(ctx.config.publicUrl);
    const view: LiveIngestView = {
      ingest: {
        webSocketUrl: `${base.protocol === "https:" ? "wss:" : "ws:"}//${base.host}${liveIngestPath(live.id)}`,
        rtmpUrl: ctx.config.live.rtmpPort ? `rtmp://${base.hostname}:${ctx.config.live.rtmpPort}/live` : null,
        streamKey: live.streamKey!,
      },
      live: presentLiveSession(live),
    };
    res.json(view);
  });

  router.post("/live-sessions/:id/end", async (req, res) => {
    const user = requireUser(req);
    const found = await loadLive(user, req.params.id);
    authorize(user, "stopLiveSession", found.creator);
    if (found.live.status !== "live" && found.live.status !== "ended") throw conflict(LIVE_NOT_LIVE);
    const live = await endLive(ctx, found.live.id);
    res.json(presentLiveSession(live!));
  });

  router.get("/live-sessions/:id/playback", async (req, res) => {
    const viewer = currentUser(req);
    const found = await loadLive(viewer, req.params.id);
    const view = await loadLivePlayback(db, viewer, found, playbackKey(ctx.sessionSecret));
    res.setHeader("Cache-Control", "private, no-store");
    res.json(view);
  });

  router.post("/live-sessions/:id/chat", async (req, res) => {
    const user = requireUser(req);
    const found = await loadLive(user, req.params.id);
    const input = parse(liveChatInputSchema, req.body);
    res.status(201).json(await sendLiveChat(db, user, found, input, () => chatLimit.consume(req, res)));
  });

  router.delete("/live-sessions/:id/chat/:messageId", async (req, res) => {
    const user = requireUser(req);
    const found = await loadLive(user, req.params.id);
    await deleteLiveChat(db, user, found, req.params.messageId);
    res.status(204).end();
  });

  router.post("/live-sessions/:id/chat/mutes", async (req, res) => {
    const user = requireUser(req);
    const found = await loadLive(user, req.params.id);
    const { userId } = parse(liveChatMuteInputSchema, req.body);
    await muteInLiveChat(db, user, found, userId);
    const view: LiveChatMuteView = { liveSessionId: found.live.id, userId };
    res.status(201).json(view);
  });

  router.delete("/live-sessions/:id/chat/mutes/:userId", async (req, res) => {
    const user = requireUser(req);
    const found = await loadLive(user, req.params.id);
    const { userId } = parse(liveChatMuteInputSchema, req.params);
    await unmuteInLiveChat(db, user, found, userId);
    res.status(204).end();
  });

  return router;
}
