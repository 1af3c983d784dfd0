import { describe, expect, it } from "vitest";
import { barPercent, niceScale } from "./chart";

describe("niceScale", () => {
  it("ends the axis on a round number at or above the largest value", () => {
    expect(niceScale(2996, { minStep: 100 })).toEqual({ max: 3000, ticks: [0, 1000, 2000, 3000] });
    expect(niceScale(999, { minStep: 100 })).toEqual({ max: 1000, ticks: [0, 250, 500, 750, 1000] });
    expect(niceScale(4500, { minStep: 100 })).toEqual({ max: 6000, ticks: [0, 2000, 4000, 6000] });
    expect(niceScale(120_000, { minStep: 100 })).toEqual({ max: 150_000, ticks: [0, 50_000, 100_000, 150_000] });
  });

  it("never steps below minStep (a dollar for money)", () => {
    expect(niceScale(150, { minStep: 100 })).toEqual({ max: 200, ticks: [0, 100, 200] });
    expect(niceScale(1, { minStep: 100 })).toEqual({ max: 100, ticks: [0, 100] });
  });

  it("keeps whole steps for counts", () => {
    expect(niceScale(3, { whole: true })).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(7, { whole: true })).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(1, { whole: true })).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(10, { whole: true }).ticks.every(Number.isInteger)).toBe(true);
  });

  it("draws an empty axis when there is nothing yet", () => {
    expect(niceScale(0, { minStep: 100 })).toEqual({ max: 400, ticks: [0, 100, 200, 300, 400] });
    expect(niceScale(0, { whole: true, tickCount: 2 })).toEqual({ max: 2, ticks: [0, 1, 2] });
  });

  it("covers the largest value with evenly spaced ticks", () => {
    for (const largest of [1, 7, 49, 101, 999, 2996, 12_345, 987_654]) {
      const { max, ticks } = niceScale(largest, { minStep: 1 });
      expect(max).toBeGreaterThanOrEqual(largest);
      expect(ticks[0]).toBe(0);
      const step = ticks[1] - ticks[0];
      ticks.forEach((tick, i) => expect(tick).toBeCloseTo(i * step));
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});

describe("barPercent", () => {
  it("is the value's share of the axis", () => {
    expect(barPercent(2000, 4000)).toBe(50);
    expect(barPercent(4000, 4000)).toBe(100);
  });

  it("keeps small values visible and clamps the rest", () => {
    expect(barPercent(1, 4000)).toBe(2);
    expect(barPercent(0, 4000)).toBe(0);
    expect(barPercent(-5, 4000)).toBe(0);
    expect(barPercent(5000, 4000)).toBe(100);
    expect(barPercent(10, 0)).toBe(0);
  });
});
