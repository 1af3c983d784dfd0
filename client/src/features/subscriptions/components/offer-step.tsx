import { Check, LoaderCircle, PawPrint } from "lucide-react";
import type { CreatorProfileView, TierView } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { BenefitMarks } from "@/components/benefit-marks";
import { formatPrice } from "@/lib/format";
import { sortTiersByPrice } from "@/lib/sort-tiers";
import { cn } from "@/lib/utils";

interface OfferStepProps {
  creator: CreatorProfileView;
  tiers: TierView[];
  tierId: string | null;
  onTierChange: (tierId: string | null) => void;
  subscribed: boolean;
  isOwnProfile: boolean;
  starting: boolean;
  onSubscribe: () => void;
}

/** The first step: the plans, what the chosen one gives, and 'Subscribe Now' ('Subscribed' for a fan). */
export function OfferStep({ creator, tiers, tierId, onTierChange, subscribed, isOwnProfile, starting, onSubscribe }: OfferStepProps) {
  return (
    <>
      <PlanChoice creator={creator} tiers={tiers} tierId={tierId} onTierChange={onTierChange} disabled={starting} />
      <ChosenPlanBenefits creator={creator} tier={tiers.find((tier) => tier.id === tierId)} />
      {subscribed ? (
        <Button size="lg" variant="secondary" disabled className="w-full">
          <Check aria-hidden />
          Subscribed
        </Button>
      ) : isOwnProfile ? (
        <p className="rounded-xl bg-muted px-4 py-3 text-center text-sm text-muted-foreground">This is your own PawPal profile.</p>
      ) : (
        <Button size="lg" variant="gradient" className="w-full" disabled={starting} onClick={onSubscribe}>
          {starting ? <LoaderCircle className="animate-spin" aria-hidden /> : <PawPrint aria-hidden />}
          {starting ? "Processing..." : "Subscribe Now"}
        </Button>
      )}
    </>
  );
}

/** What the chosen plan gives: a tier's benefits and bullets, or the profile's own price's benefits. */
function ChosenPlanBenefits({ creator, tier }: { creator: CreatorProfileView; tier: TierView | undefined }) {
  return (
    <section aria-label={`What ${tier ? tier.name : "the monthly subscription"} includes`} className="py-1">
      <BenefitMarks benefits={tier ? tier.benefits : creator.benefits} features={tier?.features} />
    </section>
  );
}

interface PlanChoiceProps {
  creator: CreatorProfileView;
  tiers: TierView[];
  /** The chosen tier; null is the profile's own monthly price. */
  tierId: string | null;
  onTierChange: (tierId: string | null) => void;
  disabled: boolean;
}

/** The price card; when the creator has tiers, a choice between the profile's price and each tier, cheapest first. */
function PlanChoice({ creator, tiers, tierId, onTierChange, disabled }: PlanChoiceProps) {
  if (tiers.length === 0) {
    return (
      <div className="rounded-2xl bg-brand-gradient p-px shadow-glow">
        <div className="flex items-center justify-between rounded-[calc(var(--radius-2xl)-1px)] bg-card px-5 py-4">
          <div>
            <p className="text-sm font-semibold">Monthly Subscription</p>
            <p className="text-xs text-muted-foreground">Billed monthly</p>
          </div>
          <p className="text-right">
            <span className="text-3xl font-extrabold text-brand-gradient">{formatPrice(creator.subscriptionPrice)}</span>
            <span className="text-sm text-muted-foreground">/month</span>
          </p>
        </div>
      </div>
    );
  }
  const options = [
    { id: null, name: "Monthly Subscription", price: creator.subscriptionPrice, description: "Billed monthly" },
    ...sortTiersByPrice(tiers).map((tier) => ({
      id: tier.id,
      name: tier.name,
      price: tier.price,
      description: tier.description || tier.features.slice(0, 2).join(" · ") || "Billed monthly",
    })),
  ];
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">Choose your plan</legend>
      {options.map((option) => {
        const checked = option.id === tierId;
        return (
          <label
            key={option.id ?? "profile"}
            className={cn(
              "flex min-w-0 cursor-pointer items-center gap-3 rounded-xl border bg-card px-4 py-3 transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ring",
              checked ? "border-primary bg-secondary/60 shadow-glow" : "hover:border-primary/40",
            )}
          >
            <input
              type="radio"
              name="plan"
              className="size-4 shrink-0 accent-primary"
              checked={checked}
              onChange={() => onTierChange(option.id)}
            />
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold break-words">{option.name}</span>
              <span className="block truncate text-xs text-muted-foreground">{option.description}</span>
            </span>
            <span className="shrink-0 text-right">
              <span className="text-lg font-extrabold">{formatPrice(option.price)}</span>
              <span className="text-xs text-muted-foreground">/month</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * About the offer's height in pixels with this many tiers (the plans, eight benefit
 * lines, the button and the dialog's gaps between them), for its placeholder while it is drawn.
 */
export function offerStepHeight(tierCount: number): number {
  const plans = tierCount === 0 ? 90 : 30 + 68 * (tierCount + 1) + 8 * tierCount;
  const benefits = 224;
  const button = 48;
  const gaps = 2 * 16;
  return plans + benefits + button + gaps;
}
