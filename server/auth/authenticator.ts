/**
 * This app's passport instance (not the global singleton, so each app built in
 * one process keeps its own strategies). The session holds only the user id,
 * as `{passport: {user: <users.id>}}`; each request has the row (read with the
 * session) and adds the staff flag. A session whose user was deleted or suspended is simply signed
 * out: a suspended user can neither read as themselves nor write.
 */
import { eq } from "drizzle-orm";
import passport from "passport";
import { users } from "../db/schema";
import type { AppContext } from "../context";
import { isStaffRole } from "@shared/moderation";
import type { SessionUser } from "./guards";
import { userReadWithSession } from "./session-store";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type AppAuthenticator = InstanceType<typeof passport.Passport>;

export function createAuthenticator(ctx: AppContext): AppAuthenticator {
  const authenticator = new passport.Passport();

  authenticator.serializeUser<string>((user, done) => done(null, user.id));

  authenticator.deserializeUser<unknown>((id, done) => {
    if (typeof id !== "string" || !UUID.test(id)) return done(null, false);
    loadSessionUser(ctx, id).then((user) => done(null, user ?? false), done);
  });

  return authenticator;
}

async function loadSessionUser(ctx: AppContext, id: string): Promise<SessionUser | undefined> {
  // Usually read with the session itself (./session-store.ts); queried only when it was not.
  const readWithSession = userReadWithSession(id);
  const [row] = readWithSession !== undefined ? [readWithSession] : await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row && mayHoldSession(row) ? withStaffFlag(row) : undefined;
}

/** A suspended person's sign-in is refused (their account is kept for review). */
export class AccountSuspendedError extends Error {
  constructor() {
    super("This account is suspended");
  }
}

/** Where a refused sign-in lands: the home page, which tells them why. */
export const SUSPENDED_NOTICE_PATH = "/?notice=account-suspended";

/** Deleted accounts and suspended people have no session. */
export const mayHoldSession = (row: typeof users.$inferSelect) => !row.deletedAt && !row.suspendedAt;

export function withStaffFlag(row: typeof users.$inferSelect): SessionUser {
  return { ...row, isStaff: isStaffRole(row.role) };
}
