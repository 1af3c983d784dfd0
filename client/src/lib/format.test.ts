import { afterEach, describe, expect, it, vi } from "vitest";
import { formatBadgeCount, formatFansCount, formatMessageDate, formatPrice, relativeTime } from "./format";

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
