import { describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES, benefitLines, benefitsOf, benefitsSummary, DEFAULT_BENEFITS } from "./benefits";
import { PRICING_TIERS } from "./constants/pricing-tiers";
import { benefitsSchema } from "./validation";

const marks = (lines: { text: string; included: boolean }[]) => lines.map(({ text, included }) => `${included ? "✓" : "✗"} ${text}`);

describe("the templates are the home page's tiers", () => {
  it("Basic: 5 posts a month, photo posts only, community chat", () => {
    expect(marks(benefitLines(BENEFIT_TEMPLATES.basic))).toEqual([
      "✓ 5 exclusive posts per month",
      "✗ HD video content",
      "✓ Community chat",
      "✗ Behind-the-scenes content",
      "✗ Full media library",
      "✗ Live streams",
      "✗ Priority community access",
      "✗ Direct messaging with the creator",
    ]);
  });

  it("Premium: unlimited, HD, behind-the-scenes, community chat", () => {
    expect(marks(benefitLines(BENEFIT_TEMPLATES.premium))).toEqual([
      "✓ Unlimited exclusive posts",
      "✓ HD video content",
      "✓ Community chat",
      "✓ Behind-the-scenes content",
      "✗ Full media library",
      "✗ Live streams",
      "✗ Priority community access",
      "✗ Direct messaging with the creator",
    ]);
  });

  it("VIP: everything, with 4K video", () => {
    expect(marks(benefitLines(BENEFIT_TEMPLATES.vip))).toEqual([
      "✓ Unlimited exclusive posts",
      "✓ 4K video content",
      "✓ Community chat",
      "✓ Behind-the-scenes content",
      "✓ Full media library",
      "✓ Live streams",
      "✓ Priority community access",
      "✓ Direct messaging with the creator",
    ]);
  });

  it("the home page's Basic $4.99, Premium $9.99 (recommended) and VIP $19.99 list exactly their template's lines", () => {
    expect(PRICING_TIERS.map((tier) => [tier.name, tier.price, tier.recommended])).toEqual([
      ["Basic", 4.99, false],
      ["Premium", 9.99, true],
      ["VIP", 19.99, false],
    ]);
    for (const tier of PRICING_TIERS) {
      expect(tier.benefits).toBe(BENEFIT_TEMPLATES[tier.template]);
      expect(tier.features).toEqual(benefitLines(BENEFIT_TEMPLATES[tier.template]).map(({ text, included }) => ({ text, included })));
    }
  });

  it("each template is valid benefits, and the default (tiers and prices made before benefits) is Premium's", () => {
    for (const template of Object.values(BENEFIT_TEMPLATES)) expect(benefitsSchema.parse(template)).toEqual(template);
    expect(DEFAULT_BENEFITS).toEqual(BENEFIT_TEMPLATES.premium);
  });
});

describe("benefits of a subscription", () => {
  it("benefitsOf reads a tier's or a profile price's benefits", () => {
    expect(benefitsOf({ benefits: BENEFIT_TEMPLATES.vip })).toBe(BENEFIT_TEMPLATES.vip);
  });

  it("a single post a month reads in the singular", () => {
    expect(benefitLines({ ...BENEFIT_TEMPLATES.basic, exclusivePostsPerMonth: 1 })[0]!.text).toBe("1 exclusive post per month");
  });

  it("benefitsSummary says the included benefits in a sentence", () => {
    expect(benefitsSummary(BENEFIT_TEMPLATES.basic)).toBe("5 exclusive posts per month and community chat");
    expect(benefitsSummary(BENEFIT_TEMPLATES.premium)).toBe(
      "Unlimited exclusive posts, HD video content, community chat and behind-the-scenes content",
    );
  });
});
