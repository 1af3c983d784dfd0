/** A creator's payouts and payout account, as their earnings pages read them. */
import { and, eq } from "drizzle-orm";
import { payoutAccounts, payouts, users, type Payout, type PayoutAccount } from "../../db/schema";
import type { DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";

/** Newest first (index payouts_creator_created_idx), keyset paged. */
export function listCreatorPayouts(db: DbOrTx, creatorProfileId: string, page: PageQuery): Promise<Payout[]> {
  const { where, orderBy } = keyset(payouts, "payouts", page.before);
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.creatorProfileId, creatorProfileId), where))
    .orderBy(...orderBy)
    .limit(page.limit);
}

export async function findPayoutAccount(db: DbOrTx, creatorProfileId: string): Promise<PayoutAccount | undefined> {
  const [account] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.creatorProfileId, creatorProfileId));
  return account;
}

/**
 * Keeps the provider account just opened for the creator, unless another request
 * opened one first: then that one is kept (the spare account stays unused at the
 * provider). Answers the account the creator has.
 */
export async function savePayoutAccount(
  db: DbOrTx,
  account: { creatorProfileId: string; provider: string; stripeAccountId: string },
): Promise<PayoutAccount> {
  await db.insert(payoutAccounts).values(account).onConflictDoNothing({ target: payoutAccounts.creatorProfileId });
  return (await findPayoutAccount(db, account.creatorProfileId))!;
}

/** The email the payout account is opened with: the profile owner's, if their identity provider asserted it. */
export async function findUserEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const [user] = await db.select({ email: users.email }).from(users).where(and(eq(users.id, userId), eq(users.emailVerified, true)));
  return user?.email ?? null;
}
