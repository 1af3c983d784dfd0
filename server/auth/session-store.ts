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
 *
 * And most signed-in requests cost no round trip at all: what a read found is
 * kept for a few seconds in this instance (./session-cache.ts), dropped on every
 * instance by each change to the session or its person.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import connectPgSimple from "connect-pg-simple";
import { and, eq, gte, sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import session from "express-session";
import { sessions, users, type User } from "../db/schema";
import type { Database } from "../db";
import { param, preparedQuery } from "../db/prepared-queries";
import { SESSION_CHANGES_CHANNEL, encodeChange, sessionChangedHere, sessionsChanged, type SessionCache } from "./session-cache";

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

/**
 * Reads a session with its person (one statement) and keeps what it found in the
 * cache, unless a change arrived meanwhile. Null: no such session, or expired;
 * "unreadable": its stored data is not JSON.
 */
export async function readSession(
  database: Database,
  cache: SessionCache | undefined,
  sid: string,
): Promise<{ data: session.SessionData; storedExpire: number; user: User | null } | "unreadable" | null> {
  const generation = cache?.generation ?? 0;
  const [row] = await sessionWithUser(database.db, {}, { sid });
  if (!row) return null;
  const storedExpire = Number(row.expireEpoch) * 1000;
  const stored = row.sess as session.SessionData | string;
  let data: session.SessionData;
  try {
    data = typeof stored === "string" ? (JSON.parse(stored) as session.SessionData) : stored;
  } catch {
    return "unreadable";
  }
  if (cache) {
    const sessJson = typeof stored === "string" ? stored : JSON.stringify(stored);
    const named = (data as { passport?: { user?: unknown } }).passport?.user;
    const signedInAt = typeof data.signedInAt === "number" ? data.signedInAt : undefined;
    cache.remember(sid, { sessJson, storedExpire, user: row.user, userId: typeof named === "string" ? named : undefined, signedInAt }, generation);
  }
  return { data, storedExpire, user: row.user };
}

export function createSessionStore(database: Database, cache?: SessionCache) {
  const PgStore = connectPgSimple(session);

  /** Leaves what a read found (from the database or the cache) for passport and for touch. */
  const recordRead = (sid: string, storedExpire: number, user: User | null) => {
    const read = sessionReads.getStore();
    if (read) {
      read.sid = sid;
      read.storedExpire = storedExpire;
      read.user = user;
    }
  };

  class SessionStore extends PgStore {
    override get(sid: string, callback: SessionCallback): void {
      const cached = cache?.read(sid);
      if (cached) {
        recordRead(sid, cached.storedExpire, cached.user);
        return callback(null, JSON.parse(cached.sessJson) as session.SessionData);
      }
      readSession(database, cache, sid).then((read) => {
        if (read === null) return callback(null, null);
        if (read === "unreadable") return this.destroy(sid, (error) => callback(error));
        recordRead(sid, read.storedExpire, read.user);
        callback(null, read.data);
      }, callback);
    }

    override set(sid: string, sess: session.SessionData, callback?: (error?: unknown) => void): void {
      cache?.forget({ sid });
      super.set(sid, sess, (error?: unknown) => {
        if (error) return callback?.(error);
        // The other instances drop what they kept of it (a session being saved is rare: sign-in, sign-out, its first stamp).
        sessionsChanged(database.pool, { sid }).then(() => callback?.(), callback ?? (() => {}));
      });
    }

    override destroy(sid: string, callback?: (error?: unknown) => void): void {
      cache?.forget({ sid });
      // Gone, and every instance told so, in one statement: the notice goes out as the row goes.
      database.pool
        .query('with gone as (delete from "sessions" where sid = $1) select pg_notify($2, $3)', [sid, SESSION_CHANGES_CHANNEL, encodeChange({ sid })])
        .then(() => {
          // Its live streams here end now that a reconnection finds no session.
          sessionChangedHere({ sid });
          callback?.();
        }, callback ?? (() => {}));
    }

    override touch(sid: string, sess: session.SessionData, callback?: (error?: unknown) => void): void {
      const read = sessionReads.getStore();
      const newExpire = sess.cookie?.expires ? new Date(sess.cookie.expires).getTime() : undefined;
      const storedExpire = read?.sid === sid ? read.storedExpire : undefined;
      if (newExpire !== undefined && storedExpire !== undefined && newExpire - storedExpire < TOUCH_INTERVAL_MS) {
        callback?.();
        return;
      }
      super.touch(sid, sess, (error?: unknown) => {
        if (!error && newExpire !== undefined) cache?.renewed(sid, newExpire);
        callback?.(error);
      });
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
