import { Link } from "wouter";
import { Check, Crown, PawPrint, X } from "lucide-react";
import { CREATOR_SHARE_PERCENT, LISTING_FEE_DOLLARS, PLATFORM_FEE_PERCENT, SUBSCRIPTION_PRICE } from "@shared/constants/money";
import { PRICING_TIERS, type PricingTier } from "@shared/constants/pricing-tiers";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/container";
import { formatPrice } from "@/lib/format";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="py-16 sm:py-24">
      <Container className="space-y-12">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Simple and fair</p>
          <h2 id="pricing-heading" className="mt-2 text-3xl font-extrabold sm:text-4xl">
            Pricing for Everyone
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">
            Free to start as a PawPal. PawFans pick the level of access that suits them.
          </p>
        </div>
        <PawPalBlock />
        <div>
          <h3 className="mb-10 text-center text-xl font-bold">For PawFans</h3>
          <ul className="grid items-stretch gap-6 lg:grid-cols-3">
            {PRICING_TIERS.map((tier) => (
              <li key={tier.name} className="flex">
                <TierCard tier={tier} />
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}

/** What creators pay and earn. */
function PawPalBlock() {
  const points = [
    `${formatPrice(LISTING_FEE_DOLLARS)} listing or setup fee`,
    `Set your own price, ${formatPrice(SUBSCRIPTION_PRICE.min)} to ${formatPrice(SUBSCRIPTION_PRICE.max)} a month`,
    `Keep ${CREATOR_SHARE_PERCENT}% of every subscription`,
    `${PLATFORM_FEE_PERCENT}% platform fee covers payments, hosting and support`,
  ];
  return (
    <div className="relative overflow-hidden rounded-3xl bg-brand-gradient p-px shadow-lifted">
      <div className="grid gap-8 rounded-[calc(var(--radius-3xl)-1px)] bg-card p-8 sm:p-10 md:grid-cols-[1fr_1.2fr] md:items-center">
        <div className="space-y-3">
          <Badge variant="gradient">
            <PawPrint aria-hidden /> For PawPals
          </Badge>
          <p className="text-5xl font-extrabold">
            <span className="text-brand-gradient">{CREATOR_SHARE_PERCENT}%</span>
            <span className="ml-2 text-lg font-semibold text-muted-foreground">is yours</span>
          </p>
          <p className="text-muted-foreground">Start earning from your pet's best moments the day you sign up.</p>
          <Button asChild variant="gradient" className="mt-2">
            <Link href={paths.becomeCreator}>Start your PawPal profile</Link>
          </Button>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-3 rounded-2xl bg-muted/60 p-4 text-sm font-medium">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden strokeWidth={3} />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function TierCard({ tier }: { tier: PricingTier }) {
  return (
    <div
      className={cn(
        "relative flex w-full flex-col rounded-2xl border bg-card p-7 shadow-soft transition-shadow hover:shadow-lifted",
        tier.recommended && "border-primary/60 ring-2 ring-primary/40 lg:-my-3 lg:py-10",
      )}
    >
      {tier.recommended && (
        <Badge variant="gradient" className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
          <Crown aria-hidden /> Recommended
        </Badge>
      )}
      <h4 className="text-lg font-bold">{tier.name}</h4>
      <p className="mt-1 text-sm text-muted-foreground">{tier.description}</p>
      <p className="mt-5">
        <span className="text-4xl font-extrabold">{formatPrice(tier.price)}</span>
        <span className="text-muted-foreground">/month</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {tier.features.map((feature) => (
          <li key={feature.text} className={cn("flex items-start gap-2.5 text-sm", !feature.included && "text-muted-foreground")}>
            {feature.included ? (
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden strokeWidth={3} />
            ) : (
              <X className="mt-0.5 size-4 shrink-0 text-muted-foreground/70" aria-hidden />
            )}
            <span className={cn(!feature.included && "line-through decoration-muted-foreground/40")}>{feature.text}</span>
            <span className="sr-only">{feature.included ? "(included)" : "(not included)"}</span>
          </li>
        ))}
      </ul>
      <Button asChild variant={tier.recommended ? "gradient" : "outline"} size="lg" className="mt-8 w-full">
        {/* Subscriptions are per creator: choosing one starts on Explore, which says what this tier gets. */}
        <Link href={paths.exploreForTier(tier.template)}>Subscribe Now</Link>
      </Button>
    </div>
  );
}
