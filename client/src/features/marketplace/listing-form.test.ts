import { describe, expect, it } from "vitest";
import {
  LISTING_DEFAULTS,
  listingFormSchema,
  listingFormValuesOf,
  REQUIRED_FIELDS_MESSAGE,
  SHIPPING_PRICE_MESSAGE,
  toListingRequest,
  toListingUpdate,
} from "./listing-form";

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
      delivery: { pickup: true, shipping: false, shippingCents: 0 },
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

describe("the delivery fields", () => {
  const delivery = (d: Partial<{ pickup: boolean; shipping: boolean; shippingPrice: string }>) =>
    listingFormSchema.safeParse({ ...filled, delivery: { ...LISTING_DEFAULTS.delivery, ...d } });

  it("start on pickup only, with no shipping price", () => {
    expect(LISTING_DEFAULTS.delivery).toEqual({ pickup: true, shipping: false, shippingPrice: "" });
  });

  it("send shipping's price in cents; a blank price is free shipping", () => {
    expect(toListingRequest(delivery({ shipping: true, shippingPrice: "4.5" }).data!).delivery).toEqual({ pickup: true, shipping: true, shippingCents: 450 });
    expect(toListingRequest(delivery({ pickup: false, shipping: true, shippingPrice: "" }).data!).delivery).toEqual({
      pickup: false,
      shipping: true,
      shippingCents: 0,
    });
  });

  it("ignore a shipping price typed while shipping is off", () => {
    expect(toListingRequest(delivery({ shipping: false, shippingPrice: "abc" }).data!).delivery).toEqual({ pickup: true, shipping: false, shippingCents: 0 });
  });

  it("ask for at least one way, as the shared schema does", () => {
    const result = delivery({ pickup: false, shipping: false });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["delivery.pickup", "Please offer pickup, shipping or both"]]);
  });

  it.each(["-1", "1.234", "abc"])("refuse the shipping price %s", (price) => {
    const result = delivery({ shipping: true, shippingPrice: price });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["delivery.shippingPrice", SHIPPING_PRICE_MESSAGE]]);
  });

  it("refuse a shipping price above the shared ceiling", () => {
    const result = delivery({ shipping: true, shippingPrice: "100000000" });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["delivery.shippingCents", "Shipping price is too large"]]);
  });
});

describe("the Edit item form", () => {
  const listed = {
    id: "item-1",
    sellerId: "seller-1",
    title: "Cat tree",
    description: "Four levels",
    price: "40.00",
    platformCommission: "0.05",
    category: "Accessories",
    imageUrl: null,
    image: null,
    condition: "Like New",
    location: null,
    status: "available" as const,
    delivery: { pickup: true, shipping: false, shippingCents: 0 },
    sellerRating: { average: null, count: 0 },
    createdAt: "2026-11-01T00:00:00.000Z",
  };

  it("starts from the listing as it is, absent location and picture as blanks", () => {
    expect(listingFormValuesOf(listed)).toEqual({
      title: "Cat tree",
      price: "40.00",
      condition: "Like New",
      category: "Accessories",
      description: "Four levels",
      location: "",
      imageUrl: "",
      delivery: { pickup: true, shipping: false, shippingPrice: "" },
    });
    expect(listingFormValuesOf({ ...listed, delivery: { pickup: false, shipping: true, shippingCents: 799 } }).delivery).toEqual({
      pickup: false,
      shipping: true,
      shippingPrice: "7.99",
    });
  });

  it("sends every field, and a blanked location or picture as null so it is removed", () => {
    const values = listingFormSchema.parse({ ...listingFormValuesOf({ ...listed, location: "Bend, OR" }), location: " ", price: "35.5" });
    expect(toListingUpdate(values)).toEqual({
      title: "Cat tree",
      description: "Four levels",
      price: 35.5,
      category: "Accessories",
      condition: "Like New",
      location: null,
      imageUrl: null,
      delivery: { pickup: true, shipping: false, shippingCents: 0 },
    });
  });
});
