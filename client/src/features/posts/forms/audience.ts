/**
 * The audience control's choices and words: everyone, every paying fan, or one
 * of the creator's offered tiers "and up" (cheapest first). The form holds the
 * API's PostAudience; the radio buttons hold a string naming it.
 */
import type { PostAllowanceView, TierView } from "@shared/api-types";
import { FANS_AUDIENCE, PUBLIC_AUDIENCE, type PostAudience } from "@shared/post-audience";
import { toCents } from "@shared/money";
import { sortTiersByPrice } from "@/lib/sort-tiers";

export interface AudienceOption {
  value: string;
  label: string;
  hint: string;
}

const TIER_PREFIX = "tier:";

/** The radio value of an audience: "public", "fans" or "tier:<id>". */
export function audienceValue(audience: PostAudience | undefined): string {
  if (!audience) return "public";
  return audience.kind === "tier" ? `${TIER_PREFIX}${audience.minTierId}` : audience.kind;
}

/** The audience a radio value names. */
export function audienceFromValue(value: string): PostAudience {
  if (value.startsWith(TIER_PREFIX)) return { kind: "tier", minTierId: value.slice(TIER_PREFIX.length) };
  return value === "fans" ? FANS_AUDIENCE : PUBLIC_AUDIENCE;
}

/**
 * The tiers a post may be for, cheapest first: those the creator offers, and the
 * post's own tier when it has been archived since (so editing the post shows it chosen).
 */
function offeredTiers(tiers: readonly TierView[], current?: PostAudience): TierView[] {
  const currentTierId = current?.kind === "tier" ? current.minTierId : null;
  return sortTiersByPrice(tiers.filter((tier) => tier.archivedAt === null || tier.id === currentTierId));
}

/** "Premium and VIP fans": the tiers at or above one, by name. */
function namesFrom(tiers: readonly TierView[], from: TierView): string {
  const names = tiers.filter((tier) => toCents(tier.price) >= toCents(from.price)).map((tier) => tier.name);
  if (names.length <= 1) return `${names[0] ?? from.name} fans only`;
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)} fans`;
}

/** Everyone, all fans, then each offered tier "and up", cheapest first. */
export function audienceOptions(tiers: readonly TierView[], current?: PostAudience): AudienceOption[] {
  const offered = offeredTiers(tiers, current);
  return [
    { value: "public", label: "Everyone", hint: "Anyone can see it, signed in or not" },
    { value: "fans", label: "All fans", hint: "Every paying fan, whatever their tier" },
    ...offered.map((tier) => ({ value: `${TIER_PREFIX}${tier.id}`, label: `${tier.name} and up${tier.archivedAt ? " (archived)" : ""}`, hint: namesFrom(offered, tier) })),
  ];
}

/** "Basic: 3 of 5 exclusive posts left this month". */
export function allowanceLine(allowance: PostAllowanceView): string {
  return `${allowance.tierName}: ${allowance.left} of ${allowance.perMonth} exclusive post${allowance.perMonth === 1 ? "" : "s"} left this month`;
}
