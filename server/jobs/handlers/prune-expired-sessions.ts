/**
 * Deletes expired sign-in sessions (the session store only ignores them). The
 * store writes `expire` in the database session's time zone, so the comparison
 * uses the database's own clock.
 */
import { sql } from "drizzle-orm";
import { sessions } from "../../db/schema";
import type { Db } from "../../db";

export async function pruneExpiredSessions(db: Db): Promise<number> {
  const result = await db.delete(sessions).where(sql`${sessions.expire} < now()`);
  return result.rowCount ?? 0;
}
