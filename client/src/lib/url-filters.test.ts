import { describe, expect, it } from "vitest";
import { oneOf, priceParam } from "./url-filters";

describe("oneOf", () => {
  const conditions = ["New", "Like New", "Good", "Fair"] as const;

  it("keeps a value of the list", () => {
    expect(oneOf(conditions, "Like New")).toBe("Like New");
  });

  it("drops anything else: absent, blank, other case, unknown", () => {
    expect(oneOf(conditions, null)).toBeUndefined();
    expect(oneOf(conditions, undefined)).toBeUndefined();
    expect(oneOf(conditions, "")).toBeUndefined();
    expect(oneOf(conditions, "new")).toBeUndefined();
    expect(oneOf(conditions, "Broken")).toBeUndefined();
  });
});

describe("priceParam", () => {
  it("writes dollars as the server takes them", () => {
    expect(priceParam("12")).toBe("12");
    expect(priceParam("12.5")).toBe("12.50");
    expect(priceParam("12.50")).toBe("12.50");
    expect(priceParam(" 7.05 ")).toBe("7.05");
    expect(priceParam(".5")).toBe("0.50");
    expect(priceParam("12.")).toBe("12");
    expect(priceParam("007")).toBe("7");
    expect(priceParam("0")).toBe("0");
  });

  it("leaves blank blank", () => {
    expect(priceParam("")).toBe("");
    expect(priceParam("   ")).toBe("");
    expect(priceParam(null)).toBe("");
    expect(priceParam(".")).toBe(".");
  });

  it("passes what is no amount on as typed, for the server to explain", () => {
    expect(priceParam("12.555")).toBe("12.555");
    expect(priceParam("-3")).toBe("-3");
    expect(priceParam("ten")).toBe("ten");
  });
});
