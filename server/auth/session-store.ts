/**
 * Where sessions are kept: connect-pg-simple's store over the `sessions` table,
 * with two changes that make a signed-in request cost one round trip to the
 * database before its own work instead of three (read the session, read its
 * person, write the rolling expiry):
 *
 * - Reading a session reads its person in the same statement (prepared once).
 *   The row is handed to passport's deserializer through the request's async
 *   context (`sessionReads`), so deserializing needs no query of its own.
 * - The rolling expiry is written only when the stored one is more than
 *   TOUCH_INTERVAL_MS older than the new one: a session idle for a week may end
 *   up to that much early, in exchange for no write before every answer. The
 *   stored expiry is read with the session, so every instance judges the same.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import connectPgSimple from "connect-pg-simple";
import { and, eq, gte, sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import session from "express-session";
import { sessions, users, type User } from "../db/schema";
import type { Database } from "../db";
import { param, preparedQuery } from "../db/prepared-queries";

/** A stored expiry this close to the new one is left as it is. */
export const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** What one request's session read found: its id, its stored expiry and its person's row. */
interface SessionRead {
  sid?: string;
  /** Ms since 1970. */
  storedExpire?: number;
  /** The users row of the session's passport user; null when the session names nobody who exists. */
  user?: User | null;
}

const sessionReads = new AsyncLocalStorage<SessionRead>();

/** Runs the session middleware in a context of its own, where the store leaves what it read for passport. */
export function withSessionReads(middleware: RequestHandler): RequestHandler {
  return (req, res, next) => sessionReads.run({}, () => middleware(req, res, next));
}

/**
 * The person this request's session read brought along, if it read one for
 * `userId`: undefined when no read happened here (then the caller queries).
 */
export function userReadWithSession(userId: string): User | null | undefined {
  const read = sessionReads.getStore();
  if (!read || read.user === undefined) return undefined;
  return read.user && read.user.id === userId ? read.user : read.user === null ? null : undefined;
}

// The session's passport user, when it is a uuid (anything else joins nobody rather than failing the cast).
const passportUserId = sql`case when (${sessions.sess}->'passport'->>'user') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  then (${sessions.sess}->'passport'->>'user')::uuid end`;

const sessionWithUser = preparedQuery("session_with_user", (db) =>
  db
    // The column has no time zone: read as the instant it names in the session's zone, as it was written.
    .select({ sess: sessions.sess, expireEpoch: sql<string>`extract(epoch from ${sessions.expire}::timestamptz)`, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, passportUserId))
    // Compared as connect-pg-simple compares it (expire >= to_timestamp(now)).
    .where(and(eq(sessions.sid, param("sid")), gte(sessions.expire, sql`now()`)))
    .limit(1),
);

type SessionCallback = (error: unknown, session?: session.SessionData | null) => void;

export function createSessionStore(database: Database) {
  const PgStore = connectPgSimple(session);

  class SessionStore extends PgStore {
    override get(sid: string, callback: SessionCallback): void {
      sessionWithUser(database.db, {}, { sid }).then(([row]) => {
        if (!row) return callback(null, null);
        const read = sessionReads.getStore();
        if (read) {
          read.sid = sid;
          read.storedExpire = Number(row.expireEpoch) * 1000;
          read.user = row.user;
        }
        const stored = row.sess as session.SessionData | string;
        try {
          callback(null, typeof stored === "string" ? (JSON.parse(stored) as session.SessionData) : stored);
        } catch {
          this.destroy(sid, (error) => callback(error));
        }
      }, callback);
    }

    override touch(sid: string, sess: session.SessionData, callback?: (error?: unknown) => void): void {
      const read = sessionReads.getStore();
      const newExpire = sess.cookie?.expires ? new Date(sess.cookie.expires).getTime() : undefined;
      const storedExpire = read?.sid === sid ? read.storedExpire : undefined;
      if (newExpire !== undefined && storedExpire !== undefined && newExpire - storedExpire < TOUCH_INTERVAL_MS) {
        callback?.();
        return;
      }
      super.touch(sid, sess, callback);
    }
  }

  return new SessionStore({
    pool: database.pool,
    tableName: "sessions",
    createTableIfMissing: false,
    // Expired rows are pruned by the store every 15 minutes.
    pruneSessionInterval: 15 * 60,
  });
}
