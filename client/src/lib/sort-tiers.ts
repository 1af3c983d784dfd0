import { toCents } from "@shared/money";

/** Cheapest first, as fans compare them (tier lists and the subscribe dialog); equal prices keep the API's order (newest first). */
export function sortTiersByPrice<T extends { price: string }>(tiers: readonly T[]): T[] {
  return [...tiers].sort((a, b) => toCents(a.price) - toCents(b.price));
}
