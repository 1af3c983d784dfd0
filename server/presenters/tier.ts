import type { TierView } from "@shared/api-types";
import type { SubscriptionTier } from "../db/schema";

export function presentTier(tier: SubscriptionTier): TierView {
  return {
    id: tier.id,
    creatorProfileId: tier.creatorProfileId,
    name: tier.name,
    price: tier.price,
    description: tier.description,
    features: tier.features,
    benefits: tier.benefits,
    createdAt: tier.createdAt.toISOString(),
    archivedAt: tier.archivedAt?.toISOString() ?? null,
  };
}
