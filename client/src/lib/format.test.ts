import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatBadgeCount,
  formatCentsShort,
  formatDay,
  formatFansCount,
  formatMessageDate,
  formatPrice,
  parseDollarsToCents,
  relativeTime,
} from "./format";

describe("formatPrice", () => {
  it("shows US dollars with two decimals", () => {
    expect(formatPrice("9.99")).toBe("$9.99");
    expect(formatPrice(4.5)).toBe("$4.50");
    expect(formatPrice("20")).toBe("$20.00");
    expect(formatPrice(0)).toBe("$0.00");
  });
});

describe("formatMessageDate", () => {
  it("uses 'MMM d, yyyy h:mm a'", () => {
    expect(formatMessageDate(new Date(2025, 0, 5, 15, 7))).toBe("Jan 5, 2025 3:07 PM");
    expect(formatMessageDate(new Date(2024, 11, 31, 0, 30))).toBe("Dec 31, 2024 12:30 AM");
  });

  it("accepts the ISO strings the API sends", () => {
    const iso = new Date(2025, 5, 1, 9, 0).toISOString();
    expect(formatMessageDate(iso)).toBe("Jun 1, 2025 9:00 AM");
  });
});

describe("relativeTime", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says how long ago, followed by 'ago'", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 0, 10, 12, 0));
    expect(relativeTime(new Date(2025, 0, 7, 12, 0))).toBe("3 days ago");
    expect(relativeTime(new Date(2025, 0, 10, 11, 0).toISOString())).toBe("about 1 hour ago");
    expect(relativeTime(new Date(2025, 0, 10, 11, 55))).toBe("5 minutes ago");
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

describe("formatDay", () => {
  it("shows a calendar day as 'MMM d, yyyy'", () => {
    expect(formatDay(new Date(2026, 11, 22, 17, 29))).toBe("Dec 22, 2026");
    expect(formatDay(new Date(2025, 2, 5).toISOString())).toBe("Mar 5, 2025");
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
