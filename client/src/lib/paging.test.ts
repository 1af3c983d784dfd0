import { describe, expect, it } from "vitest";
import { LIST_LIMIT } from "@shared/constants/product";
import { definedParams, listUrl, nextPageCursor } from "./paging";

describe("listUrl", () => {
  it("is the bare path without filters", () => {
    expect(listUrl("/api/community-threads")).toBe("/api/community-threads");
    expect(listUrl("/api/community-threads", { category: undefined })).toBe("/api/community-threads");
    expect(listUrl("/api/community-threads", { category: "" })).toBe("/api/community-threads");
  });

  it("encodes each filter as a query parameter", () => {
    expect(listUrl("/api/marketplace-items", { category: "Food & Treats" })).toBe(
      "/api/marketplace-items?category=Food+%26+Treats",
    );
    expect(listUrl("/api/vet-articles", { specialization: "Emergency Care", before: "b1" })).toBe(
      "/api/vet-articles?specialization=Emergency+Care&before=b1",
    );
  });
});

describe("definedParams", () => {
  it("drops unset and blank values", () => {
    expect(definedParams({ category: undefined, before: "", specialization: "Surgery" })).toEqual({
      specialization: "Surgery",
    });
  });
});

describe("nextPageCursor", () => {
  const page = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `id-${i}` }));

  it("is the id of the last item of a full page", () => {
    expect(nextPageCursor(page(LIST_LIMIT.default))).toBe(`id-${LIST_LIMIT.default - 1}`);
    expect(nextPageCursor(page(3), 3)).toBe("id-2");
  });

  it("is undefined after a short or empty page", () => {
    expect(nextPageCursor(page(LIST_LIMIT.default - 1))).toBeUndefined();
    expect(nextPageCursor([])).toBeUndefined();
  });
});
