import { describe, expect, it } from "vitest";
import { ITEM_FILTER_PARAMS, itemFiltersFrom, narrowsBeyondCategory } from "./filters";

const from = (search: string) => itemFiltersFrom(new URLSearchParams(search));

describe("Paw Bazar filters from the URL", () => {
  it("is no filter at all on a bare /marketplace", () => {
    expect(from("")).toEqual({});
    expect(narrowsBeyondCategory(from(""))).toBe(false);
  });

  it("reads every filter", () => {
    expect(from("q=harness&category=Accessories&condition=Like+New&minPrice=10&maxPrice=20.5")).toEqual({
      q: "harness",
      category: "Accessories",
      condition: "Like New",
      minPrice: "10",
      maxPrice: "20.50",
    });
  });

  it("shows the items for sale unless the sold ones are asked for (any other status is ignored)", () => {
    expect(from("status=sold")).toEqual({ status: "sold" });
    expect(narrowsBeyondCategory(from("status=sold"))).toBe(true);
    expect(from("status=withdrawn")).toEqual({});
    expect(ITEM_FILTER_PARAMS).toContain("status");
  });

  it("reads the category '&' of Food & Treats when encoded", () => {
    expect(from("category=Food%20%26%20Treats")).toEqual({ category: "Food & Treats" });
  });

  it("drops unknown categories and conditions, and blank values", () => {
    expect(from("category=Cars&condition=Broken&q=%20%20&minPrice=")).toEqual({});
  });

  it("keeps an amount the server will refuse, so its message is shown", () => {
    expect(from("minPrice=12.345")).toEqual({ minPrice: "12.345" });
  });

  it("ignores the open item", () => {
    expect(from("item=0b9f4c1e-7d2a-4f5b-9a61-2c3d4e5f6a7b")).toEqual({});
    expect(ITEM_FILTER_PARAMS).not.toContain("item");
  });

  it("tells a search, a condition or a price from a category alone", () => {
    expect(narrowsBeyondCategory(from("category=Toys"))).toBe(false);
    expect(narrowsBeyondCategory(from("q=ball"))).toBe(true);
    expect(narrowsBeyondCategory(from("condition=New"))).toBe(true);
    expect(narrowsBeyondCategory(from("minPrice=5"))).toBe(true);
    expect(narrowsBeyondCategory(from("maxPrice=5"))).toBe(true);
  });
});
