import { and, asc, eq, isNull, ne, or, sql } from "drizzle-orm";
import { users, type User } from "../../db/schema";
import type { Db, DbOrTx } from "../../db";
import { sessionsChanged } from "../../auth/session-cache";

/** Every moderator and admin, admins first, then by username (a short list: no paging). */
export function listStaff(db: DbOrTx): Promise<User[]> {
  return db
    .select()
    .from(users)
    .where(and(ne(users.role, "member"), isNull(users.deletedAt)))
    .orderBy(sql`${users.role} = 'admin' desc`, asc(users.username));
}

/**
 * A live account by its username, or by an email address its identity provider
 * asserted (both unique; case-insensitive). An unverified address is someone's
 * claim only: staff rights are never granted by it.
 */
export async function findAccount(db: DbOrTx, emailOrUsername: string): Promise<User | undefined> {
  const key = emailOrUsername.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        or(and(eq(users.email, key), eq(users.emailVerified, true)), eq(users.username, key)),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return user;
}

export async function findLiveUser(db: DbOrTx, id: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return user;
}

/** Sets a member's or a moderator's role; admins are never changed here (the where clause says so). */
export async function setModeratorRole(db: Db, id: string, role: "member" | "moderator"): Promise<User | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(and(eq(users.id, id), ne(users.role, "admin")))
      .returning();
    // Their sessions on every instance carry the new role as this commits.
    if (user) await sessionsChanged(tx, { userId: user.id });
    return user;
  });
}
