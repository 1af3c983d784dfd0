/** The marketplace commission follows the 80/20 split's rule: half-up to the cent, in integer arithmetic. */
import { describe, expect, it } from "vitest";
import { commissionCents } from "./money";

describe("commissionCents", () => {
  it.each([
    [1250, "0.0500", 63], // 62.5 rounds up
    [1249, "0.0500", 62], // 62.45 rounds down
    [1000, "0.05", 50],
    [10, "0.05", 1], // 0.5 rounds up
    [9, "0.05", 0], // 0.45 rounds down
    [0, "0.05", 0],
    [999_999_999, "0.0500", 50_000_000], // 49,999,999.95
    [3333, "0.1234", 411], // 411.2922
    [2000, "0", 0],
    [2000, "1", 2000],
  ])("of %i cents at %s is %i", (subtotal, rate, expected) => {
    expect(commissionCents(subtotal, rate)).toBe(expected);
  });

  it("refuses a negative or fractional subtotal, or a rate outside 0…1", () => {
    expect(() => commissionCents(-1, "0.05")).toThrow(RangeError);
    expect(() => commissionCents(1.5, "0.05")).toThrow(RangeError);
    expect(() => commissionCents(100, "1.5")).toThrow(RangeError);
    expect(() => commissionCents(100, "x")).toThrow(RangeError);
  });
});
