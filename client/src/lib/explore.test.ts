import { describe, expect, it } from "vitest";
import { EXPLORE_CATEGORIES } from "@shared/constants";
import { filterCreators, isExploreCategoryId, isFiltering, matchesCategory, matchesSearch } from "./explore";

const creator = (petName: string, petType: string, bio: string | null = null) => ({ petName, petType, bio });

describe("Explore search", () => {
  const biscuit = creator("Biscuit", "Golden Retriever Dog", "Loves tennis balls and long naps");

  it("matches a substring of the pet name, ignoring case", () => {
    expect(matchesSearch(biscuit, "bisc")).toBe(true);
    expect(matchesSearch(biscuit, "BISCUIT")).toBe(true);
  });

  it("matches a substring of the pet type", () => {
    expect(matchesSearch(biscuit, "retriever")).toBe(true);
  });

  it("matches a substring of the bio", () => {
    expect(matchesSearch(biscuit, "Tennis")).toBe(true);
  });

  it("does not match text found nowhere", () => {
    expect(matchesSearch(biscuit, "parrot")).toBe(false);
  });

  it("skips a missing bio without failing", () => {
    expect(matchesSearch(creator("Kiwi", "Parrot", null), "naps")).toBe(false);
    expect(matchesSearch({ petName: "Kiwi", petType: "Parrot" }, "kiwi")).toBe(true);
  });

  it("treats a blank search as matching everyone", () => {
    expect(matchesSearch(biscuit, "")).toBe(true);
    expect(matchesSearch(biscuit, "   ")).toBe(true);
  });
});

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

  it("All Pets matches any pet type", () => {
    expect(matchesCategory({ petType: "Axolotl" }, "all")).toBe(true);
  });

  const cases = {
    dog: ["Dog", "Hot DOG enthusiast"],
    cat: ["Cat", "Maine Coon cat"],
    bird: ["Bird", "African Grey Parrot", "Parakeet"],
    rare: ["Exotic", "Reptile", "Corn Snake", "Bearded Lizard", "Hedgehog", "Sugar Glider"],
    farm: ["Pig", "Goat", "Sheep", "Chicken", "Duck", "Cow", "Horse"],
  } as const;

  for (const [id, petTypes] of Object.entries(cases)) {
    for (const petType of petTypes) {
      it(`the ${id} tab matches pet type "${petType}" by lowercased substring`, () => {
        expect(matchesCategory({ petType }, id as keyof typeof cases)).toBe(true);
      });
    }
  }

  it("each tab rejects pet types of the other tabs", () => {
    expect(matchesCategory({ petType: "Parrot" }, "dog")).toBe(false);
    expect(matchesCategory({ petType: "Dog" }, "cat")).toBe(false);
    expect(matchesCategory({ petType: "Cat" }, "bird")).toBe(false);
    expect(matchesCategory({ petType: "Goat" }, "rare")).toBe(false);
    expect(matchesCategory({ petType: "Snake" }, "farm")).toBe(false);
  });

  it("the Birds tab does not match a pet type without bird, parrot or parakeet", () => {
    expect(matchesCategory({ petType: "Canary" }, "bird")).toBe(false);
  });
});

describe("filterCreators", () => {
  const all = [
    creator("Biscuit", "Dog", "Golden boy"),
    creator("Mochi", "Cat", "Sleeps all day"),
    creator("Kiwi", "Parrot", "Talks back"),
    creator("Spike", "Hedgehog", "Tiny and prickly"),
  ];

  it("applies search and tab together", () => {
    expect(filterCreators(all, "", "all")).toHaveLength(4);
    expect(filterCreators(all, "", "bird").map((c) => c.petName)).toEqual(["Kiwi"]);
    expect(filterCreators(all, "sleeps", "cat").map((c) => c.petName)).toEqual(["Mochi"]);
    expect(filterCreators(all, "sleeps", "dog")).toEqual([]);
  });

  it("reports whether a search or tab is narrowing the list", () => {
    expect(isFiltering("", "all")).toBe(false);
    expect(isFiltering("  ", "all")).toBe(false);
    expect(isFiltering("kiwi", "all")).toBe(true);
    expect(isFiltering("", "farm")).toBe(true);
  });

  it("recognises tab ids", () => {
    expect(isExploreCategoryId("rare")).toBe(true);
    expect(isExploreCategoryId("fish")).toBe(false);
    expect(isExploreCategoryId(null)).toBe(false);
  });
});
