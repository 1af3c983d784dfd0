import { usePageTitle } from "@/hooks/use-page-title";
import { FeaturedCreators } from "@/features/creators/components/featured-creators";
import { ClosingCallToAction } from "@/features/marketing/components/closing-call-to-action";
import { FeatureCards } from "@/features/marketing/components/feature-cards";
import { Hero } from "@/features/marketing/components/hero";
import { PricingSection } from "@/features/marketing/components/pricing-section";
import { subscribeCardAction } from "./subscribe-card-action";

/** /: the marketing sections around the featured PawPals, whose cards offer subscribing. */
export default function HomePage() {
  usePageTitle();
  return (
    <>
      <Hero />
      <FeatureCards />
      <FeaturedCreators cardAction={subscribeCardAction} />
      <PricingSection />
      <ClosingCallToAction />
    </>
  );
}
