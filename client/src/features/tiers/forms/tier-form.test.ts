import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { tierFormDefaults, tierFormFromTemplate, tierFormProblem, tierFormSchema, type TierFormValues } from "./tier-form";

/** Runs the form's own resolver, as react-hook-form does on submit. */
async function problemFor(values: TierFormValues) {
  const result = await zodResolver(tierFormSchema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return tierFormProblem(result.errors);
}

const requiredFields = { title: "Required fields", description: "Please provide tier name and price" };
const invalidPrice = { title: "Invalid price", description: "Please enter a valid price" };

describe("add-tier form", () => {
  it("requires a name and a price", async () => {
    expect(await problemFor({ ...tierFormDefaults(), price: "5" })).toEqual(requiredFields);
    expect(await problemFor({ ...tierFormDefaults(), name: "Gold" })).toEqual(requiredFields);
    expect(await problemFor({ ...tierFormDefaults(), name: "  ", price: "abc" })).toEqual(requiredFields);
  });

  it("rejects a price that is not a number or not above zero", async () => {
    for (const price of ["abc", "0", "-3", "0.00"]) {
      expect(await problemFor({ ...tierFormDefaults(), name: "Gold", price })).toEqual(invalidPrice);
    }
  });

  it("sends the price with two decimals", () => {
    expect(tierFormSchema.parse({ ...tierFormDefaults(), name: "Gold", price: "5" }).price).toBe("5.00");
    expect(tierFormSchema.parse({ ...tierFormDefaults(), name: "Gold", price: "12.5" }).price).toBe("12.50");
  });

  it("reads features one per line, trimmed, without blank lines", () => {
    const output = tierFormSchema.parse({ ...tierFormDefaults(), name: "Gold", price: "9.99", features: " HD video \n\n  \nLive streams\r\n" });
    expect(output.features).toEqual(["HD video", "Live streams"]);
  });

  it("tells a feature list over the shared limits: at most 20 features of at most 120 characters", async () => {
    const gold = { ...tierFormDefaults(), name: "Gold", price: "9.99" };
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `Perk ${i}`).join("\n");
    expect(await problemFor({ ...gold, features: lines(20) })).toBeNull();
    expect(await problemFor({ ...gold, features: lines(21) })).toEqual({
      title: "Invalid features",
      description: "A tier can have at most 20 features",
    });
    expect(await problemFor({ ...gold, features: `ok\n${"f".repeat(121)}` })).toEqual({
      title: "Invalid features",
      description: "Each feature must be at most 120 characters",
    });
  });

  it("tells a name over 60 characters", async () => {
    expect(await problemFor({ ...tierFormDefaults(), name: "n".repeat(61), price: "9.99" })).toEqual({
      title: "Invalid name",
      description: "Tier name must be at most 60 characters",
    });
  });

  it("tells a price over $999.99", async () => {
    expect(await problemFor({ ...tierFormDefaults(), name: "Gold", price: "1000" })).toEqual({
      title: "Invalid price",
      description: "Price must be at most $999.99",
    });
  });

  it("leaves out a blank description", () => {
    const output = tierFormSchema.parse({ ...tierFormDefaults(), name: " Gold ", price: "9.99", description: "   " });
    expect(output).toEqual({ name: "Gold", price: "9.99", description: undefined, features: [], benefits: BENEFIT_TEMPLATES.premium });
  });

  it("starts from a template: the home page tier's name, price, description and benefits; the creator's bullets stay", () => {
    const typed = { ...tierFormDefaults(), features: "Birthday video" };
    expect(tierFormFromTemplate("basic", typed)).toEqual({
      name: "Basic",
      price: "4.99",
      description: "Get started with exclusive pet content",
      features: "Birthday video",
      benefits: BENEFIT_TEMPLATES.basic,
    });
    expect(tierFormSchema.parse(tierFormFromTemplate("vip", typed)).benefits).toEqual(BENEFIT_TEMPLATES.vip);
  });

  it("tells a posts-per-month that is blank or not a whole number, in the form's words", async () => {
    const gold = { ...tierFormDefaults(), name: "Gold", price: "9.99" };
    for (const posts of [Number.NaN, 0, 2.5]) {
      expect(await problemFor({ ...gold, benefits: { ...BENEFIT_TEMPLATES.basic, exclusivePostsPerMonth: posts } })).toEqual({
        title: "Invalid benefits",
        description: "Exclusive posts per month must be a whole number from 1 to 1000, or unlimited",
      });
    }
  });
});
