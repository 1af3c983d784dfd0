import { describe, expect, it } from "vitest";
import { sortTiersByPrice } from "./sort-tiers";

describe("tier order", () => {
  it("lists tiers from the cheapest, comparing prices as money", () => {
    const tiers = [{ name: "VIP", price: "19.99" }, { name: "Basic", price: "4.99" }, { name: "Plus", price: "9.99" }];
    expect(sortTiersByPrice(tiers).map((t) => t.name)).toEqual(["Basic", "Plus", "VIP"]);
  });

  it("keeps the given order for equal prices and leaves the input untouched", () => {
    const tiers = [{ name: "New", price: "5.00" }, { name: "Old", price: "5" }];
    expect(sortTiersByPrice(tiers).map((t) => t.name)).toEqual(["New", "Old"]);
    expect(tiers[0].name).toBe("New");
  });
});
