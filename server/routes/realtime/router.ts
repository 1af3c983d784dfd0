/**
 * GET /api/realtime: the signed-in person's Server-Sent Events stream (one per
 * tab). Each event: `id: <number>` and `data: {"type", "data"}`
 * (@shared/realtime). A reconnection sends Last-Event-ID (or, for a first
 * connection that has one, ?lastEventId=) and gets what it missed
 * (../../realtime/stream.ts); a comment every 25 s keeps proxies from closing
 * an idle stream. Signed out: 401 {"message"}.
 *
 * ?rooms=<creator profile id>.<main|vip>,… joins the stream to chat rooms
 * (../../chat/rooms.ts): each is checked once here (a room the person may not
 * enter is left out) and again before each delivery. Chat events carry no id;
 * the client reopens its stream (with Last-Event-ID) when its rooms change.
 */
import { Router, type Request, type Response } from "express";
import { MAX_ROOMS_PER_STREAM, parseChatRoomKey } from "@shared/chat";
import { REALTIME_LAST_EVENT_ID_PARAM, REALTIME_ROOMS_PARAM } from "@shared/realtime";
import { requireUser } from "../../auth/guards";
import { watchSessionChanges } from "../../auth/session-cache";
import type { Actor } from "../../policies";
import { loadChatAccess } from "../../chat/access";
import type { RoomSink } from "../../chat/rooms";
import type { AppContext } from "../../context";
import { loadVisibleCreatorProfile } from "../../loaders/creator-profile";
import { realtimeHub, type LoggedEvent, type RealtimeHub, type StreamSink } from "../../realtime/hub";
import { parseLastEventId, streamStart } from "../../realtime/stream";

/** A comment this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * A stream ends after about ten minutes (± a minute, so streams opened together
 * do not all come back together); the browser reconnects within two seconds
 * with Last-Event-ID, and the session is checked again then: a signed-out or
 * suspended session's streams do not outlive it by more than this.
 */
const STREAM_LIFETIME_MS = 10 * 60_000;
const RECONNECT_AFTER_MS = 2000;

/** What a stream may have waiting for its client before it is closed. */
const MAX_BUFFERED_BYTES = 256 * 1024;

export function realtimeRouter(ctx: AppContext, timings: StreamTimings = {}): Router {
  const router = Router({ caseSensitive: true });
  router.get("/realtime", realtimeStream(ctx, timings));
  return router;
}

interface StreamTimings {
  heartbeatMs?: number;
  lifetimeMs?: number;
}

/**
 * The stream's handler, for a request whose person is known (req.user): the
 * router above, and ahead of the page machinery for a session this instance
 * keeps (./ahead.ts).
 */
export function realtimeStream(ctx: AppContext, { heartbeatMs = HEARTBEAT_MS, lifetimeMs = STREAM_LIFETIME_MS }: StreamTimings = {}) {
  // Started by the first stream: building the handler reads nothing from the database.
  let started: RealtimeHub | undefined;
  const hubOf = () => (started ??= realtimeHub(ctx.database));

  return async (req: Request, res: Response): Promise<void> => {
    const user = requireUser(req);
    const hub = hubOf();
    const header = req.headers["last-event-id"];
    const sent = header ?? req.query[REALTIME_LAST_EVENT_ID_PARAM];
    const start = await streamStart(ctx.database.pool, user.id, parseLastEventId(sent), sent !== undefined);
    const rooms = await roomsToJoin(user, req.query[REALTIME_ROOMS_PARAM]);
    if (req.destroyed) return;

    res.status(200);
    res.setHeader("Content-Type", "text/event-stream; charset=utf-8");
    // no-transform: the compression middleware leaves it alone (it would hold events back to fill its blocks).
    res.setHeader("Cache-Control", "no-store, no-transform");
    res.setHeader("X-Accel-Buffering", "no");
    res.setHeader("Connection", "keep-alive");
    res.flushHeaders();
    req.socket.setNoDelay(true);
    req.socket.setKeepAlive(true);
    res.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
    if (start.resync) res.write(`id: ${start.from}\ndata: {"type":"resync","data":{}}\n\n`);

    const sink: StreamSink = {
      lastSeq: start.from,
      deliver(event: LoggedEvent) {
        res.write(`id: ${event.seq}\ndata: ${JSON.stringify({ type: event.type, data: event.data })}\n\n`);
        // A client that stopped reading: let it go rather than hold its events here; it resumes from the log.
        if (res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
      },
    };
    const roomSink: RoomSink = {
      userId: user.id,
      deliver(json: string) {
        res.write(`data: ${json}\n\n`);
        if (res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
      },
    };
    const heartbeat = setInterval(() => res.write(": \n\n"), heartbeatMs);
    heartbeat.unref();
    const lifetime = setTimeout(() => res.end(), lifetimeMs * (0.9 + Math.random() * 0.2));
    lifetime.unref();
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      unwatch();
      hub.detach(user.id, sink);
      for (const room of rooms) hub.chat?.leave(room, roomSink);
    };
    // Signed out, suspended, deleted or changed: the stream ends at once, and the reconnection is asked for its session again.
    const unwatch = watchSessionChanges((change) => {
      if ("sid" in change ? change.sid === req.sessionID : change.userId === user.id) res.end();
    });
    res.on("close", close);
    res.on("error", close);
    hub.attach(user.id, sink);
    for (const room of rooms) hub.chat?.join(room, roomSink);
  };

  /** The rooms asked for (?rooms=) that the person may enter now; the rest are left out. */
  async function roomsToJoin(user: Actor, asked: unknown): Promise<string[]> {
    if (typeof asked !== "string" || asked === "") return [];
    const keys = [...new Set(asked.split(","))].slice(0, MAX_ROOMS_PER_STREAM);
    const joined: string[] = [];
    for (const key of keys) {
      const parsed = parseChatRoomKey(key);
      if (!parsed) continue;
      // Missing, or hidden from them (404): not joined.
      const profile = await loadVisibleCreatorProfile(ctx.db, parsed.creatorProfileId, user).catch(() => undefined);
      if (!profile) continue;
      const access = await loadChatAccess(ctx.db, user, profile);
      if (access.rooms.includes(parsed.room)) joined.push(`${parsed.creatorProfileId}.${parsed.room}`);
    }
    return joined;
  }
}
