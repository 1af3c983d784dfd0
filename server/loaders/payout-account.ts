/** A payout account by the id its provider knows it by, as the provider's onboarding link names it. */
import { and, eq } from "drizzle-orm";
import { payoutAccounts, type PayoutAccount } from "../db/schema";
import type { DbOrTx } from "../db";

export async function findPayoutAccountAtProvider(
  db: DbOrTx,
  provider: string,
  stripeAccountId: string,
): Promise<PayoutAccount | undefined> {
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.provider, provider), eq(payoutAccounts.stripeAccountId, stripeAccountId)));
  return account;
}
