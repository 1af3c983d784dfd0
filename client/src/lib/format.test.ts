import { describe, expect, it } from "vitest";
import { formatBadgeCount, formatCentsShort, formatFansCount, formatPrice, parseDollarsToCents } from "./format";

describe("formatPrice", () => {
  it("shows US dollars with two decimals", () => {
    expect(formatPrice("9.99")).toBe("$9.99");
    expect(formatPrice(4.5)).toBe("$4.50");
    expect(formatPrice("20")).toBe("$20.00");
    expect(formatPrice(0)).toBe("$0.00");
  });
});

describe("counts", () => {
  it("shows the real fans count, singular for one and shortened in thousands", () => {
    expect(formatFansCount(0)).toBe("0 fans");
    expect(formatFansCount(1)).toBe("1 fan");
    expect(formatFansCount(12)).toBe("12 fans");
    expect(formatFansCount(1000)).toBe("1K fans");
    expect(formatFansCount(1250)).toBe("1.3K fans");
    expect(formatFansCount(12_500)).toBe("13K fans");
  });

  it("caps the notification badge at 9+", () => {
    expect(formatBadgeCount(1)).toBe("1");
    expect(formatBadgeCount(9)).toBe("9");
    expect(formatBadgeCount(10)).toBe("9+");
  });
});

describe("formatCentsShort", () => {
  it("keeps axis labels short", () => {
    expect(formatCentsShort(0)).toBe("$0");
    expect(formatCentsShort(50)).toBe("$0.50");
    expect(formatCentsShort(4500)).toBe("$45");
    expect(formatCentsShort(12_000)).toBe("$120");
    expect(formatCentsShort(99_999)).toBe("$1K");
    expect(formatCentsShort(120_000)).toBe("$1.2K");
    expect(formatCentsShort(1_500_000)).toBe("$15K");
    expect(formatCentsShort(-4500)).toBe("-$45");
  });
});

describe("parseDollarsToCents", () => {
  it("reads dollars as typed into integer cents", () => {
    expect(parseDollarsToCents("4.5")).toBe(450);
    expect(parseDollarsToCents("$4.50")).toBe(450);
    expect(parseDollarsToCents(" 9.99 ")).toBe(999);
    expect(parseDollarsToCents("1,200")).toBe(120_000);
    expect(parseDollarsToCents(".5")).toBe(50);
    expect(parseDollarsToCents("7.")).toBe(700);
    expect(parseDollarsToCents("0")).toBe(0);
  });

  it("refuses what is not an amount of dollars and cents", () => {
    for (const text of ["", "abc", "4.999", "-3", "1e3", "4..5", "$"]) {
      expect(parseDollarsToCents(text), text).toBeNull();
    }
  });
});
