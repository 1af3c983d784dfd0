/**
 * Static pricing tiers shown on the home page. Their feature lists are drawn
 * from the benefit templates (shared/benefits.ts), the same ones a creator
 * starts a tier from, so what the home page promises is what a tier gives.
 */
import { BENEFIT_TEMPLATE_NAMES, BENEFIT_TEMPLATES, benefitLines, type BenefitTemplateKey } from "../benefits";

function pricingTier(template: BenefitTemplateKey, fields: { description: string; price: number; recommended: boolean }) {
  const benefits = BENEFIT_TEMPLATES[template];
  return {
    template,
    name: BENEFIT_TEMPLATE_NAMES[template],
    ...fields,
    benefits,
    features: benefitLines(benefits).map(({ text, included }) => ({ text, included })),
  };
}

export const PRICING_TIERS = [
  pricingTier("basic", { description: "Get started with exclusive pet content", price: 4.99, recommended: false }),
  pricingTier("premium", { description: "The full PawFan experience", price: 9.99, recommended: true }),
  pricingTier("vip", { description: "Everything, up close with your favourite PawPal", price: 19.99, recommended: false }),
];

export type PricingTier = (typeof PRICING_TIERS)[number];
