/**
 * The one gating rule for a creator's subscriber-only content (premium posts and
 * their media): the profile's owner and the holders of a fan subscription to it
 * (shared/subscriptions.ts says which statuses make a fan). Every place that
 * emits premium content asks this: the posts feed, likes, and object reads.
 */
import { and, eq, inArray } from "drizzle-orm";
import { FAN_SUBSCRIPTION_STATUSES } from "@shared/subscriptions";
import { subscriptions } from "@shared/schema";
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
