import { Sparkles } from "lucide-react";
import { benefitsSummary } from "@shared/benefits";
import { PRICING_TIERS } from "@shared/constants/pricing-tiers";
import { useUrlParams } from "@/hooks/use-url-state";
import { formatPrice } from "@/lib/format";

/**
 * On Explore opened from a home page tier's "Subscribe Now" (?tier=basic): what
 * that tier gets, and that it is chosen on a PawPal's profile. Nothing otherwise.
 */
export function ChosenTierNote() {
  const [params] = useUrlParams();
  const tier = PRICING_TIERS.find((t) => t.template === params.get("tier"));
  if (!tier) return null;
  return (
    <p className="flex max-w-2xl items-start gap-2.5 rounded-2xl bg-secondary/60 px-4 py-3 text-sm">
      <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>
        <strong>{tier.name}</strong> ({formatPrice(tier.price)}/month): {benefitsSummary(tier.benefits)}. Pick a PawPal below and choose
        their {tier.name} tier when you subscribe.
      </span>
    </p>
  );
}
