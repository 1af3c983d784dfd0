/**
 * A short-lived cache of signed-in sessions in this process, so that most
 * signed-in requests read neither the session nor its person from the database
 * (./session-store.ts fills and reads it).
 *
 * An entry is the session's stored JSON, its stored expiry and its person's row,
 * kept for SESSION_CACHE_SECONDS (30 s) at most and for at most MAX_ENTRIES
 * sessions (the least recently used go first). Every change that could make an
 * entry wrong drops it on every instance at once:
 *
 * - the session store's own writes (a session saved, destroyed: sign-in,
 *   sign-out, the session's lifetime) and every write to a person's row that a
 *   session carries (account deletion, suspension, role change, profile edits,
 *   the update at sign-in) call `sessionsChanged`. It drops the entries in this
 *   process at once and sends `pg_notify` on the channel below; written inside the
 *   change's own transaction, the notice is delivered when the change commits, and
 *   never for one rolled back.
 * - On PostgreSQL every instance listens on that channel on a connection of its
 *   own and drops what a notice names. While that connection is down (and until it
 *   has been made) the instance reads every session from the database, and every
 *   (re)connection empties its cache: a notice missed meanwhile cannot leave a
 *   stale entry behind. The time-to-live bounds what a notice lost on a connection
 *   that still looks alive could leave: a signed-out, suspended or demoted person
 *   keeps their access on another instance for at most SESSION_CACHE_SECONDS then.
 * - The embedded database serves one process, through one connection: the entries
 *   dropped in this process are all there are, and a read that starts after the
 *   drop waits for the writing transaction to end, so it reads the change.
 *
 * A read that was under way when a change arrived is not kept (`generation`): it
 * may have read the row before the change.
 *
 * Redis (REDIS_URL) is not used here: its messages are sent outside the
 * database's transactions, so one could arrive before the change it announces
 * is visible (and an instance would keep the old row again), or announce a
 * change that was rolled back.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database, DbOrTx } from "../db";
import { listenForNotices } from "../db/notice-listener";
import type { User } from "../db/schema";

/** The PostgreSQL channel the notices travel on. */
export const SESSION_CHANGES_CHANNEL = "pawfans_session_changes";

/** Sessions kept per instance at most: about 1–2 KB each. */
export const MAX_ENTRIES = 10_000;

/** A session, or every session of a person. */
export type SessionChange = { sid: string } | { userId: string };

/** What a session read found, as the cache keeps it. */
export interface CachedSession {
  /** The session's data as stored (JSON text): parsed for each request, which may change its own copy. */
  sessJson: string;
  /** The stored expiry, ms since 1970. */
  storedExpire: number;
  /** The session's person's row; null when the session names nobody who exists. */
  user: User | null;
  /** Whom the session names (passport's user), when anyone. */
  userId: string | undefined;
  /** When its person signed in (ms since 1970), once stamped: the session's lifetime counts from here. */
  signedInAt?: number;
}

/** Every cache of this process: a change made here drops its entries in all of them at once. */
const processCaches = new Set<SessionCache>();

/** Who else holds on to a session in this process (a live stream), told of each change heard here. */
const changeWatchers = new Set<(change: SessionChange) => void>();

/**
 * Calls `onChange` for each change to a session or a person this process hears
 * of: made here, or (on PostgreSQL with the cache on) announced by another
 * instance. What keeps a session's answer going past its request (a live
 * stream) ends it then, so the client comes back and is asked for its session
 * again. Answers how to stop watching.
 */
export function watchSessionChanges(onChange: (change: SessionChange) => void): () => void {
  changeWatchers.add(onChange);
  return () => changeWatchers.delete(onChange);
}

/** A change made or heard in this process: every cache drops what it names, every watcher is told. */
export function sessionChangedHere(change: SessionChange): void {
  for (const cache of processCaches) cache.forget(change);
  for (const watcher of changeWatchers) watcher(change);
}

/**
 * Says that a session, or a person's row that their sessions carry, changed.
 * Pass the transaction that makes the change (the notice then goes out when it
 * commits); after a change made outside a transaction it goes out at once.
 */
export async function sessionsChanged(db: DbOrTx | pg.Pool, change: SessionChange): Promise<void> {
  sessionChangedHere(change);
  if (db instanceof pg.Pool) await db.query("select pg_notify($1, $2)", [SESSION_CHANGES_CHANNEL, encodeChange(change)]);
  else await db.execute(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${encodeChange(change)})`);
}

export const encodeChange = (change: SessionChange) => ("sid" in change ? `s:${change.sid}` : `u:${change.userId}`);

function decodeChange(payload: string | undefined): SessionChange | undefined {
  if (payload?.startsWith("s:")) return { sid: payload.slice(2) };
  if (payload?.startsWith("u:")) return { userId: payload.slice(2) };
  return undefined;
}

export class SessionCache {
  private readonly entries = new Map<string, { session: CachedSession; until: number }>();
  /** Counts the changes heard (and the cache's switches on and off): a read begun under another count is not kept. */
  generation = 0;
  /** Whether entries may be used: on PostgreSQL only while the notices' connection is up. */
  private live: boolean;

  constructor(
    readonly ttlMs: number,
    { live, maxEntries = MAX_ENTRIES }: { live: boolean; maxEntries?: number },
  ) {
    this.live = live;
    this.maxEntries = maxEntries;
    processCaches.add(this);
  }

  private readonly maxEntries: number;

  /** The session's entry, if it is kept, fresh, and the session has not expired. */
  read(sid: string, now = Date.now()): CachedSession | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (entry.until <= now || entry.session.storedExpire < now) {
      this.entries.delete(sid);
      return undefined;
    }
    // Most recently used last: a Map keeps insertion order.
    this.entries.delete(sid);
    this.entries.set(sid, entry);
    return entry.session;
  }

  /** Keeps what a read found, unless a change arrived since it began (`generation` then). */
  remember(sid: string, session: CachedSession, generation: number, now = Date.now()): void {
    if (!this.live || generation !== this.generation) return;
    this.entries.delete(sid);
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(sid, { session, until: now + this.ttlMs });
  }

  /** The session's expiry was written (its rolling renewal): the entry says so, and so is not renewed again. */
  renewed(sid: string, storedExpire: number): void {
    const entry = this.entries.get(sid);
    if (entry) entry.session.storedExpire = storedExpire;
  }

  forget(change: SessionChange): void {
    this.generation++;
    if ("sid" in change) {
      this.entries.delete(change.sid);
      return;
    }
    for (const [sid, { session }] of this.entries) {
      if (session.userId === change.userId || session.user?.id === change.userId) this.entries.delete(sid);
    }
  }

  /** Starts or stops using entries; either way the cache starts empty. */
  setLive(live: boolean): void {
    this.generation++;
    this.entries.clear();
    this.live = live;
  }

  close(): void {
    this.setLive(false);
    processCaches.delete(this);
  }
}

/**
 * The cache of this instance: on PostgreSQL, live while a connection of its own
 * listens for the notices of every instance; on the embedded database, live at once.
 * Undefined when SESSION_CACHE_SECONDS is 0. Closing the database stops it.
 */
export function startSessionCache(database: Database, ttlMs: number): SessionCache | undefined {
  if (ttlMs <= 0) return undefined;
  if (database.embedded) {
    const cache = new SessionCache(ttlMs, { live: true });
    onDatabaseClose(database, async () => cache.close());
    return cache;
  }
  const cache = new SessionCache(ttlMs, { live: false });
  // While no notices are heard, sessions are read from the database.
  const listener = listenForNotices(database.pool.options.connectionString, SESSION_CHANGES_CHANNEL, "session cache", {
    onListening: () => cache.setLive(true),
    onLost: () => cache.setLive(false),
    onNotice: (payload) => {
      const change = decodeChange(payload);
      // A notice it cannot read could be any change: nothing kept stays.
      if (!change) return cache.setLive(true);
      cache.forget(change);
      for (const watcher of changeWatchers) watcher(change);
    },
  });
  onDatabaseClose(database, async () => {
    cache.close();
    await listener.close();
  });
  return cache;
}

/** Runs `stop` when the database is closed (the listener's connection must not outlive the pool's). */
function onDatabaseClose(database: Database, stop: () => Promise<void>): void {
  const close = database.close.bind(database);
  database.close = async () => {
    await stop();
    await close();
  };
}
