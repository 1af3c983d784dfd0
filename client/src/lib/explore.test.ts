import { describe, expect, it } from "vitest";
import { EXPLORE_CATEGORIES } from "@shared/constants/categories";
import { exploreCategoryFrom, exploreListParams, isExploreCategoryId, isFiltering } from "./explore";

describe("Explore category tabs", () => {
  it("offers the tabs All Pets, Dogs, Cats, Birds, Rare Pals, Farm Friends in this order", () => {
    expect(EXPLORE_CATEGORIES.map((c) => c.label)).toEqual([
      "All Pets",
      "Dogs",
      "Cats",
      "Birds",
      "Rare Pals",
      "Farm Friends",
    ]);
  });

  it("recognises tab ids", () => {
    expect(isExploreCategoryId("rare")).toBe(true);
    expect(isExploreCategoryId("fish")).toBe(false);
    expect(isExploreCategoryId(null)).toBe(false);
  });

  it("reads the tab from the URL, falling back to All Pets", () => {
    expect(exploreCategoryFrom("farm")).toBe("farm");
    expect(exploreCategoryFrom(null)).toBe("all");
    expect(exploreCategoryFrom("")).toBe("all");
    expect(exploreCategoryFrom("Dogs")).toBe("all");
  });
});

describe("Explore filters", () => {
  it("reports whether a search or tab is narrowing the list", () => {
    expect(isFiltering("", "all")).toBe(false);
    expect(isFiltering("  ", "all")).toBe(false);
    expect(isFiltering("kiwi", "all")).toBe(true);
    expect(isFiltering("", "farm")).toBe(true);
  });

  it("sends the trimmed search and the tab, leaving out blanks and All Pets", () => {
    expect(exploreListParams("", "all")).toEqual({});
    expect(exploreListParams("   ", "all")).toEqual({});
    expect(exploreListParams(" golden retriever ", "all")).toEqual({ q: "golden retriever" });
    expect(exploreListParams("", "bird")).toEqual({ category: "bird" });
    expect(exploreListParams("african", "rare")).toEqual({ q: "african", category: "rare" });
  });
});
