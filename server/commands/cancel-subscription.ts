/**
 * Cancelling a subscription: it stops being a fan subscription at once (access to
 * premium content and the fans count follow). Cancelling twice leaves it
 * canceled and answers the same.
 */
import { eq } from "drizzle-orm";
import { subscriptions, type Subscription } from "@shared/schema";
import { CANCELED_SUBSCRIPTION_STATUS } from "@shared/subscriptions";
import type { DbOrTx } from "../db";

export async function cancelSubscription(db: DbOrTx, subscription: Pick<Subscription, "id">): Promise<Subscription> {
  const [canceled] = await db
    .update(subscriptions)
    .set({ status: CANCELED_SUBSCRIPTION_STATUS })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  return canceled;
}
