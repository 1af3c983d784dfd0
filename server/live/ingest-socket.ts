/**
 * The browser's ingest: a WebSocket at /api/live-sessions/:id/ingest over which
 * the creator's studio page sends its MediaRecorder output (WebM, binary
 * messages, in the order recorded). The upgrade is checked before it is
 * accepted: the page's origin must be this app's (a WebSocket carries cookies
 * across sites), the session cookie must be a live session of the live's
 * creator, and the live must be live on this instance. A refused upgrade gets
 * an HTTP status and no socket.
 */
import crypto from "node:crypto";
import type http from "node:http";
import type { Duplex } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { WebSocketServer, type RawData } from "ws";
import { mayHoldSession } from "../auth/authenticator";
import { SESSION_COOKIE } from "../auth/session";
import type { AppContext } from "../context";
import { sessions, users } from "../db/schema";
import { liveIngestsOf } from "./ingest";
import { findLiveWithCreator } from "./sessions";

const INGEST_PATH = /^\/api\/live-sessions\/([\da-f-]{36})\/ingest$/;
/** A MediaRecorder chunk is a second or so of video: far below this. */
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

export function liveIngestPath(liveSessionId: string): string {
  return `/api/live-sessions/${liveSessionId}/ingest`;
}

/** Serves the ingest's upgrades on the app's HTTP server. */
export function acceptLiveIngest(server: http.Server, ctx: AppContext): void {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false });
  server.on("upgrade", (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const match = INGEST_PATH.exec((req.url ?? "").split("?")[0]!);
    if (!match) return;
    admit(ctx, req, match[1]!)
      .then((refusal) => {
        if (refusal) return refuse(socket, refusal);
        sockets.handleUpgrade(req, socket, head, (ws) => {
          // Listening at once: the recorder's first message (the WebM header) may come before ffmpeg is ready; it waits.
          let sink: { write(chunk: Buffer): void; end(): void } | null = null;
          let early: Buffer[] | null = [];
          let closed = false;
          ws.on("message", (data: RawData, isBinary: boolean) => {
            if (!isBinary) return;
            const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer);
            if (sink) sink.write(chunk);
            else early?.push(chunk);
          });
          ws.on("close", () => {
            closed = true;
            sink?.end();
          });
          void (async () => {
            const ready = await liveIngestsOf(ctx).connect(match[1]!, () => ws.close(4000, "Replaced by a newer connection"));
            for (const chunk of early ?? []) ready.write(chunk);
            early = null;
            sink = ready;
            if (closed) ready.end();
          })().catch((error) => {
            console.error(`live ${match[1]}: ingest connection:`, error);
            ws.close(1011, "Ingest failed");
          });
        });
      })
      .catch((error) => {
        console.error("live ingest upgrade:", error);
        refuse(socket, 500);
      });
  });
}

/** The HTTP status refusing the upgrade, or null to accept it. */
async function admit(ctx: AppContext, req: http.IncomingMessage, liveSessionId: string): Promise<number | null> {
  if (req.headers.origin !== new URL(ctx.config.publicUrl).origin) return 403;
  const userId = await sessionUserId(ctx, req.headers.cookie);
  if (!userId) return 401;
  const found = await findLiveWithCreator(ctx.db, liveSessionId);
  if (!found) return 404;
  if (found.creator.userId !== userId) return 403;
  if (found.live.status !== "live" || !liveIngestsOf(ctx).has(liveSessionId)) return 409;
  return null;
}

/** The signed-in person of a session cookie (signed as express-session signs it), if the session is current and they may hold one. */
async function sessionUserId(ctx: AppContext, cookieHeader: string | undefined): Promise<string | null> {
  const raw = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  if (!value.startsWith("s:")) return null;
  const dot = value.lastIndexOf(".");
  const sid = value.slice(2, dot);
  const expected = Buffer.from(crypto.createHmac("sha256", ctx.sessionSecret).update(sid).digest("base64").replace(/=+$/, ""));
  const given = Buffer.from(value.slice(dot + 1));
  if (dot < 3 || given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const [row] = await ctx.db
    .select({ sess: sessions.sess })
    .from(sessions)
    .where(sql`${sessions.sid} = ${sid} and ${sessions.expire} > now()`)
    .limit(1);
  const sess = row?.sess as { passport?: { user?: unknown }; signedInAt?: number } | undefined;
  const userId = sess?.passport?.user;
  if (typeof userId !== "string") return null;
  if (sess?.signedInAt !== undefined && Date.now() - sess.signedInAt >= ctx.config.sessionLifetimeMs) return null;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user && mayHoldSession(user) ? user.id : null;
}

function refuse(socket: Duplex, status: number) {
  const reason = { 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 409: "Conflict", 500: "Internal Server Error" }[status] ?? "Error";
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
