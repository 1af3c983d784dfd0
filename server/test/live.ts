/** Creators, tiers and fans for the live stream tests. */
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import type { CreatorProfile, User } from "../db/schema";
import type { DbOrTx } from "../db";
import { buildCreator, buildSubscription, buildTier, buildUser } from "./factories";

export interface LiveCreator {
  creator: User;
  profile: CreatorProfile;
  tiers: Record<"basic" | "premium" | "vip", { id: string }>;
}

export async function buildLiveCreator(db: DbOrTx): Promise<LiveCreator> {
  const { owner: creator, profile } = await buildCreator(db, { petName: "Biscuit" });
  const tiers = {
    basic: await buildTier(db, profile, { name: "Basic", price: "4.99", benefits: BENEFIT_TEMPLATES.basic }),
    premium: await buildTier(db, profile, { name: "Premium", price: "9.99", benefits: BENEFIT_TEMPLATES.premium }),
    vip: await buildTier(db, profile, { name: "VIP", price: "19.99", benefits: BENEFIT_TEMPLATES.vip }),
  };
  return { creator, profile, tiers };
}

export async function fanOf(db: DbOrTx, of: LiveCreator, tier: keyof LiveCreator["tiers"]): Promise<User> {
  const fan = await buildUser(db);
  await buildSubscription(db, fan, of.profile, { tierId: of.tiers[tier].id });
  return fan;
}
