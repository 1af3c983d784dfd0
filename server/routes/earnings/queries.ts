/** A creator's payouts, payout account and marketplace sales, as their earnings pages read them. */
import { and, eq, isNotNull } from "drizzle-orm";
import { orders, payoutAccounts, payouts, users, type Order, type Payout, type PayoutAccount } from "../../db/schema";
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

/**
 * A seller's paid orders (never-paid ones moved no money), newest first, keyset
 * paged on orders_seller_created_idx, whose columns are this ORDER BY after the seller.
 */
export function listSellerSales(db: DbOrTx, sellerId: string, page: PageQuery): Promise<(Order & { paidAt: Date })[]> {
  const { where, orderBy } = keyset(orders, "orders", page.before, eq(orders.sellerId, sellerId));
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), isNotNull(orders.paidAt), where))
    .orderBy(...orderBy)
    .limit(page.limit) as Promise<(Order & { paidAt: Date })[]>;
}
