import { Bone, Gem, HeartPulse, Package, Scissors, ToyBrick, type LucideIcon } from "lucide-react";
import type { MarketplaceCategory } from "../filters";

const ICONS: Record<MarketplaceCategory, LucideIcon> = {
  "Food & Treats": Bone,
  Toys: ToyBrick,
  Accessories: Gem,
  Grooming: Scissors,
  Health: HeartPulse,
  Other: Package,
};

/** The picture of a category, for items listed without a photo. */
export function categoryIcon(category: string): LucideIcon {
  return ICONS[category as MarketplaceCategory] ?? Package;
}
