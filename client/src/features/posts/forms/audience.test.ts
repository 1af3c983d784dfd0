import { describe, expect, it } from "vitest";
import type { TierView } from "@shared/api-types";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { allowanceLine, audienceFromValue, audienceOptions, audienceValue } from "./audience";

const tier = (id: string, name: string, price: string, archivedAt: string | null = null): TierView => ({
  id,
  creatorProfileId: "p",
  name,
  price,
  description: null,
  features: [],
  benefits: BENEFIT_TEMPLATES.basic,
  createdAt: "2026-01-01T00:00:00.000Z",
  archivedAt,
});

const vip = tier("v", "VIP", "19.99");
const basic = tier("b", "Basic", "4.99");
const premium = tier("p", "Premium", "9.99");
const old = tier("o", "Gold", "14.99", "2026-02-01T00:00:00.000Z");

describe("the audience of a post", () => {
  it("offers everyone, all fans, then each offered tier and up, cheapest first", () => {
    expect(audienceOptions([vip, old, basic, premium]).map((o) => [o.label, o.hint])).toEqual([
      ["Everyone", "Anyone can see it, signed in or not"],
      ["All fans", "Every paying fan, whatever their tier"],
      ["Basic and up", "Basic, Premium and VIP fans"],
      ["Premium and up", "Premium and VIP fans"],
      ["VIP and up", "VIP fans only"],
    ]);
  });

  it("keeps an archived tier a post is already for, so editing it shows it chosen", () => {
    const options = audienceOptions([vip, old], { kind: "tier", minTierId: "o" });
    expect(options.map((o) => o.label)).toEqual(["Everyone", "All fans", "Gold and up (archived)", "VIP and up"]);
  });

  it("goes to a radio value and back", () => {
    for (const audience of [{ kind: "public" }, { kind: "fans" }, { kind: "tier", minTierId: "b" }] as const) {
      expect(audienceFromValue(audienceValue(audience))).toEqual(audience);
    }
    expect(audienceValue(undefined)).toBe("public");
  });

  it("tells a limited tier's posts left this month", () => {
    expect(allowanceLine({ tierId: "b", tierName: "Basic", perMonth: 5, used: 2, left: 3 })).toBe("Basic: 3 of 5 exclusive posts left this month");
    expect(allowanceLine({ tierId: null, tierName: "Monthly", perMonth: 1, used: 1, left: 0 })).toBe("Monthly: 0 of 1 exclusive post left this month");
  });
});
