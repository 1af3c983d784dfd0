import type { CreatorProfileView } from "@shared/api-types";
import { SubscribeOverlay } from "@/features/subscriptions/components/subscribe-overlay";

/** What a creator card offers in a grid (home, Explore): subscribing, from the subscriptions feature. */
export function subscribeCardAction(creator: CreatorProfileView) {
  return <SubscribeOverlay creatorProfileId={creator.id} price={creator.subscriptionPrice} />;
}
