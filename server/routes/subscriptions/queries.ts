/**
 * Subscription reads. Lists come with what they show in the same
 * joined query: the creator for the subscriber's list, the subscriber and tier
 * for the creator's list.
 */
import { and, eq, ne, notInArray } from "drizzle-orm";
import {
  creatorProfiles,
  invoices,
  subscriptions,
  subscriptionTiers,
  users,
  type Invoice,
} from "../../db/schema";
import type { DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";
import type { CreatorSubscriptionRow } from "../../presenters/subscription";
import { creatorAvatar, mySubscriptionColumns, scheduledTier, type SubscriptionWithCreator } from "../../loaders/subscription";

/** Never paid: abandoned checkouts, which made nobody a fan. */
const NEVER_PAID = ["incomplete", "incomplete_expired"];

/** The subscriber's own subscriptions, newest first; checkouts that expired unpaid are left out. */
export function listSubscriberSubscriptions(
  db: DbOrTx,
  subscriberId: string,
  page: PageQuery,
): Promise<SubscriptionWithCreator[]> {
  const { where, orderBy } = keyset(subscriptions, "subscriptions", page.before);
  return db
    .select(mySubscriptionColumns)
    .from(subscriptions)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, subscriptions.creatorProfileId))
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, subscriptions.tierId))
    .leftJoin(scheduledTier.table, scheduledTier.on)
    .leftJoin(creatorAvatar.table, creatorAvatar.on)
    .where(and(eq(subscriptions.subscriberId, subscriberId), ne(subscriptions.status, "incomplete_expired"), where))
    .orderBy(...orderBy)
    .limit(page.limit);
}

/** A subscription's receipts, newest first (by the provider's invoice date). */
export function listSubscriptionInvoices(db: DbOrTx, subscriptionId: string, page: PageQuery): Promise<Invoice[]> {
  const { where, orderBy } = keyset(invoices, "invoices", page.before);
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), where))
    .orderBy(...orderBy)
    .limit(page.limit);
}

/** A creator's subscribers with their tier, newest first: fans and former fans (never-paid checkouts are nobody's). */
export function listCreatorSubscriptions(
  db: DbOrTx,
  creatorProfileId: string,
  page: PageQuery,
): Promise<CreatorSubscriptionRow[]> {
  const { where, orderBy } = keyset(subscriptions, "subscriptions", page.before);
  return db
    .select({
      subscription: subscriptions,
      subscriber: {
        displayName: users.displayName,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        email: users.email,
        profileImageUrl: users.profileImageUrl,
      },
      tier: { name: subscriptionTiers.name, price: subscriptionTiers.price },
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.subscriberId))
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, subscriptions.tierId))
    .where(and(eq(subscriptions.creatorProfileId, creatorProfileId), notInArray(subscriptions.status, NEVER_PAID), where))
    .orderBy(...orderBy)
    .limit(page.limit);
}
