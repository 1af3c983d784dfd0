import { describe, expect, it } from "vitest";
import type { SearchResult, SearchType } from "@shared/search";
import { flattenOptions, groupResults, highlightParts, inAppHref, isSearchable, moveActive, seeAllHref } from "./results";

const result = (type: SearchType, id: string, href: string): SearchResult => ({
  type,
  id,
  title: `Title ${id}`,
  snippet: "",
  href,
  imageUrl: null,
  image: null,
  detail: null,
});

describe("when to search", () => {
  it("needs two characters, not counting spaces", () => {
    expect(isSearchable("")).toBe(false);
    expect(isSearchable("a")).toBe(false);
    expect(isSearchable(" a ")).toBe(false);
    expect(isSearchable("ab")).toBe(true);
  });
});

describe("grouping the answer", () => {
  const answer = [
    result("articles", "a1", "/wellness-tips?open=a1"),
    result("creators", "c1", "/profile/u1"),
    result("items", "i1", "/marketplace?item=i1"),
    result("creators", "c2", "/profile/u2"),
  ];

  it("groups by type in the order PawPals, threads, Paw Bazar, articles, leaving out empty groups", () => {
    const groups = groupResults(answer, "dog");
    expect(groups.map((g) => [g.type, g.label])).toEqual([
      ["creators", "PawPals"],
      ["items", "Paw Bazar"],
      ["articles", "Tips & vet articles"],
    ]);
  });

  it("keeps the server's order within a group and ends the group with its 'See all'", () => {
    const [creators] = groupResults(answer, "golden retriever");
    expect(creators.options).toEqual([
      { kind: "result", key: "creators:c1", href: "/profile/u1", result: answer[1] },
      { kind: "result", key: "creators:c2", href: "/profile/u2", result: answer[3] },
      { kind: "seeAll", key: "creators:all", href: "/explore?q=golden%20retriever", label: "See all PawPals" },
    ]);
  });

  it("walks every option with the keyboard, group after group", () => {
    const keys = flattenOptions(groupResults(answer, "dog")).map((o) => o.key);
    expect(keys).toEqual(["creators:c1", "creators:c2", "creators:all", "items:i1", "items:all", "articles:a1"]);
  });

  it("is no group at all for no results", () => {
    expect(groupResults([], "zebra")).toEqual([]);
  });

  it("drops a result whose address leads off the app", () => {
    const groups = groupResults([result("threads", "t1", "https://evil.example/"), result("threads", "t2", "//evil.example")], "x");
    expect(groups).toEqual([]);
  });
});

describe("See all", () => {
  it("opens each type's own page with its search box filled in; articles have none", () => {
    expect(seeAllHref("creators", "kiwi")).toBe("/explore?q=kiwi");
    expect(seeAllHref("threads", "recall training")).toBe("/community?q=recall%20training");
    expect(seeAllHref("items", "harness")).toBe("/marketplace?q=harness");
    expect(seeAllHref("articles", "fleas")).toBeNull();
  });
});

describe("in-app addresses", () => {
  it("accepts paths of the app and nothing else", () => {
    expect(inAppHref("/community?thread=1")).toBe("/community?thread=1");
    expect(inAppHref("//evil.example")).toBeNull();
    expect(inAppHref("/\\evil.example")).toBeNull();
    expect(inAppHref("javascript:alert(1)")).toBeNull();
    expect(inAppHref("https://evil.example")).toBeNull();
  });
});

describe("arrow keys", () => {
  it("go from the box to the first option, down to the last, and back to the box", () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(0, 3, 1)).toBe(1);
    expect(moveActive(2, 3, 1)).toBe(-1);
  });

  it("go up from the box to the last option", () => {
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(0, 3, -1)).toBe(-1);
  });

  it("stay in the box when there is nothing to choose", () => {
    expect(moveActive(-1, 0, 1)).toBe(-1);
    expect(moveActive(-1, 0, -1)).toBe(-1);
  });
});

describe("marking the searched words", () => {
  it("marks each word of the query, ignoring case", () => {
    expect(highlightParts("Golden Retriever · Portland", "golden retriever")).toEqual([
      { text: "Golden", match: true },
      { text: " ", match: false },
      { text: "Retriever", match: true },
      { text: " · Portland", match: false },
    ]);
  });

  it("marks inside words and every occurrence", () => {
    expect(highlightParts("Dogs love dog toys", "dog")).toEqual([
      { text: "Dog", match: true },
      { text: "s love ", match: false },
      { text: "dog", match: true },
      { text: " toys", match: false },
    ]);
  });

  it("marks nothing for a misspelt query or one-letter words, and treats regex characters as text", () => {
    expect(highlightParts("Golden Retriever", "goldn a")).toEqual([{ text: "Golden Retriever", match: false }]);
    expect(highlightParts("Cats (and dogs)", "(and")).toEqual([
      { text: "Cats ", match: false },
      { text: "(and", match: true },
      { text: " dogs)", match: false },
    ]);
  });

  it("is nothing for empty text", () => {
    expect(highlightParts("", "dog")).toEqual([]);
  });
});
