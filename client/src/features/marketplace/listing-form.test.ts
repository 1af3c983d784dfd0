import { describe, expect, it } from "vitest";
import { LISTING_DEFAULTS, listingFormSchema, REQUIRED_FIELDS_MESSAGE, toListingRequest } from "./listing-form";

const filled = {
  ...LISTING_DEFAULTS,
  title: "Squeaky duck",
  price: "12.5",
  description: "Barely chewed, still squeaks.",
};

describe("the List an Item form", () => {
  it("starts with the first condition and category", () => {
    expect(LISTING_DEFAULTS.condition).toBe("New");
    expect(LISTING_DEFAULTS.category).toBe("Food & Treats");
  });

  it.each(["title", "price", "description"] as const)("asks for all required fields when %s is blank", (field) => {
    const result = listingFormSchema.safeParse({ ...filled, [field]: "   " });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([[field, REQUIRED_FIELDS_MESSAGE]]);
  });

  it("rejects a price that is not a number", () => {
    const result = listingFormSchema.safeParse({ ...filled, price: "abc" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Price must be a number");
  });

  it("sends the price as a parsed decimal and leaves out blank location and image", () => {
    const body = toListingRequest(listingFormSchema.parse({ ...filled, location: "  ", imageUrl: "" }));
    expect(body).toEqual({
      title: "Squeaky duck",
      description: "Barely chewed, still squeaks.",
      price: 12.5,
      category: "Food & Treats",
      condition: "New",
    });
    expect(JSON.stringify(body)).not.toMatch(/location|imageUrl/);
  });

  it("sends location and image when filled in, trimmed", () => {
    const body = toListingRequest(
      listingFormSchema.parse({ ...filled, price: "7", location: " Austin, TX ", imageUrl: "https://example.com/duck.jpg" }),
    );
    expect(body).toMatchObject({ price: 7, location: "Austin, TX", imageUrl: "https://example.com/duck.jpg" });
  });
});
