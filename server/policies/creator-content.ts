/**
 * The one gating rule for a creator's subscriber-only content (premium posts and
 * their media): the profile's owner and the holders of an active subscription
 * to it. Every place that emits premium content calls this.
 */
import { and, eq } from "drizzle-orm";
import { subscriptions } from "@shared/schema";
import type { DbOrTx } from "../db";

export interface ContentViewer {
  id: string;
}

export async function canViewCreatorContent(
  db: DbOrTx,
  viewer: ContentViewer | undefined,
  creatorProfile: { id: string; userId: string },
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.id === creatorProfile.userId) return true;
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.subscriberId, viewer.id),
        eq(subscriptions.creatorProfileId, creatorProfile.id),
        eq(subscriptions.status, "active"),
      ),
    )
    .limit(1);
  return Boolean(row);
}
