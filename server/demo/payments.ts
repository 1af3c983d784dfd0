/**
 * The demo fans pay like real ones, on the built-in test provider: each
 * subscription is started at the provider, its first invoice paid with the test
 * card 4242…, and the provider's events are then signed, verified, stored and
 * processed exactly as the webhook would (in process, the server not listening
 * yet): no row is made active any other way.
 */
import { eq } from "drizzle-orm";
import { subscriptions } from "../db/schema";
import { toCents } from "@shared/money";
import type { AppContext } from "../context";
import { settleTestPayments } from "../payments/settle";
import { isTestProvider } from "../payments/test-provider";
import type { DemoData } from "./build";

const DEMO_CARD = "4242 4242 4242 4242";

export async function payDemoSubscriptions(
  ctx: Pick<AppContext, "db" | "jobs" | "payments" | "config">,
  data: DemoData,
  fans: DemoData["subscriptions"],
): Promise<void> {
  const provider = ctx.payments;
  if (fans.length === 0 || !isTestProvider(provider)) return;
  const users = new Map(data.users.map((u) => [u.id!, u]));
  const profiles = new Map(data.creatorProfiles.map((p) => [p.id!, p]));
  for (const subscription of fans) {
    const fan = users.get(subscription.subscriberId)!;
    const profile = profiles.get(subscription.creatorProfileId)!;
    const started = await provider.startSubscription({
      subscriptionId: subscription.id!,
      fan: { id: fan.id!, email: fan.email ?? null, name: fan.displayName ?? fan.username },
      creator: { profileId: profile.id!, petName: profile.petName },
      amountCents: toCents(subscription.price),
      destinationAccountId: null,
      customerId: null,
    });
    await ctx.db
      .update(subscriptions)
      .set({ stripeSubscriptionId: started.stripeSubscriptionId, stripeCustomerId: started.stripeCustomerId })
      .where(eq(subscriptions.id, subscription.id!));
    const outcome = await provider.confirmPayment(started.collection.clientSecret, DEMO_CARD);
    if (outcome !== "succeeded") throw new Error(`the demo payment of subscription ${subscription.id} was declined`);
  }
  await settleTestPayments(ctx, provider, "in process");
}
