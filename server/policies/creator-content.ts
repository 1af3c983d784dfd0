/**
 * The one gating rule for a creator's subscriber-only content (premium posts and
 * their media): the profile's owner and the holders of a fan subscription to it
 * (shared/subscriptions.ts says which statuses make a fan): active, including one
 * set to cancel at period end (the provider ends it at that end), or past_due
 * during the grace of a failed renewal (the provider cancels it when the grace
 * ends). incomplete (not paid yet) and ended subscriptions grant nothing. Only
 * verified payment events change these statuses (server/payments/process-event.ts).
 * Every place that emits premium content asks this: the posts feed, likes, and
 * object reads. Fans counts and subscriber lists count the same statuses.
 */
import { and, eq, inArray } from "drizzle-orm";
import { FAN_SUBSCRIPTION_STATUSES } from "@shared/subscriptions";
import { subscriptions } from "../db/schema";
import type { DbOrTx } from "../db";
import type { Actor } from "./actor";
import { isProfileOwner } from "./creator-profile";

export async function canViewCreatorContent(
  db: DbOrTx,
  actor: Actor | undefined,
  creatorProfile: { id: string; userId: string },
): Promise<boolean> {
  if (!actor) return false;
  if (isProfileOwner(actor, creatorProfile)) return true;
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.subscriberId, actor.id),
        eq(subscriptions.creatorProfileId, creatorProfile.id),
        inArray(subscriptions.status, FAN_SUBSCRIPTION_STATUSES),
      ),
    )
    .limit(1);
  return Boolean(row);
}
