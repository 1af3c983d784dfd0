import { describe, expect, it } from "vitest";
import type { CreatorProfileView } from "@shared/api-types";
import { creatorProfileFormDefaults, creatorProfileFormSchema, SUBSCRIPTION_PRICE_HINT } from "./creator-profile-form";

const filled = { ...creatorProfileFormDefaults(), petName: "Biscuit", petType: "Dog", bio: "A very good boy." };

function firstMessage(values: unknown): string | undefined {
  const result = creatorProfileFormSchema.safeParse(values);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("creator profile form", () => {
  it("starts empty with the default price of 9.99", () => {
    expect(creatorProfileFormDefaults()).toEqual({
      petName: "",
      petType: "",
      breed: "",
      bio: "",
      avatarImageUrl: null,
      coverImageUrl: null,
      subscriptionPrice: "9.99",
    });
  });

  it("shows the price range hint $1.99-$99.99", () => {
    expect(SUBSCRIPTION_PRICE_HINT).toBe("$1.99-$99.99");
  });

  it("requires a pet name, a pet type and a bio", () => {
    expect(firstMessage({ ...filled, petName: "  " })).toBe("Pet name is required");
    expect(firstMessage({ ...filled, petType: "" })).toBe("Pet type is required");
    expect(firstMessage({ ...filled, bio: "\n" })).toBe("Bio is required");
  });

  it("accepts prices from 1.99 to 99.99 and sends them with two decimals", () => {
    expect(creatorProfileFormSchema.parse({ ...filled, subscriptionPrice: "1.99" }).subscriptionPrice).toBe("1.99");
    expect(creatorProfileFormSchema.parse({ ...filled, subscriptionPrice: "12.5" }).subscriptionPrice).toBe("12.50");
    expect(creatorProfileFormSchema.parse({ ...filled, subscriptionPrice: "99.99" }).subscriptionPrice).toBe("99.99");
  });

  it("refuses prices outside the range, and a blank price", () => {
    expect(firstMessage({ ...filled, subscriptionPrice: "1.98" })).toBe("Subscription price must be at least $1.99");
    expect(firstMessage({ ...filled, subscriptionPrice: "100" })).toBe("Subscription price must be at most $99.99");
    expect(firstMessage({ ...filled, subscriptionPrice: "" })).toBe("Subscription price must be a number");
  });

  it("leaves out a blank breed and missing images", () => {
    const output = creatorProfileFormSchema.parse({ ...filled, breed: "   " });
    expect(output.breed).toBeUndefined();
    expect(output.avatarImageUrl).toBeUndefined();
    expect(output.coverImageUrl).toBeUndefined();
  });

  it("fills the edit form with the saved profile", () => {
    const profile = {
      petName: "Luna",
      petType: "Cat",
      breed: null,
      bio: "Queen of the windowsill.",
      avatarImageUrl: "/objects/uploads/u1/a",
      coverImageUrl: null,
      subscriptionPrice: "14.00",
    } as CreatorProfileView;
    expect(creatorProfileFormDefaults(profile)).toEqual({
      petName: "Luna",
      petType: "Cat",
      breed: "",
      bio: "Queen of the windowsill.",
      avatarImageUrl: "/objects/uploads/u1/a",
      coverImageUrl: null,
      subscriptionPrice: "14.00",
    });
  });
});
