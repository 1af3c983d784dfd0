import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDay, formatMessageDate, formatMonthDay, formatMonthYear, relativeTime } from "./dates";

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

  it("says how long ago in the largest whole unit, followed by 'ago'", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 0, 10, 12, 0));
    expect(relativeTime(new Date(2025, 0, 7, 12, 0))).toBe("3 days ago");
    expect(relativeTime(new Date(2025, 0, 10, 11, 0).toISOString())).toBe("1 hour ago");
    expect(relativeTime(new Date(2025, 0, 10, 10, 1))).toBe("1 hour ago");
    expect(relativeTime(new Date(2025, 0, 10, 11, 55))).toBe("5 minutes ago");
    expect(relativeTime(new Date(2024, 11, 31, 12, 0))).toBe("1 week ago");
    expect(relativeTime(new Date(2024, 9, 1))).toBe("3 months ago");
    expect(relativeTime(new Date(2023, 0, 1))).toBe("2 years ago");
  });

  it("says 'just now' under a minute, and a coming time as 'in …'", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 0, 10, 12, 0));
    expect(relativeTime(new Date(2025, 0, 10, 11, 59, 30))).toBe("just now");
    expect(relativeTime(new Date(2025, 0, 10, 14, 30))).toBe("in 2 hours");
  });
});

describe("formatDay", () => {
  it("shows a calendar day as 'MMM d, yyyy'", () => {
    expect(formatDay(new Date(2026, 11, 22, 17, 29))).toBe("Dec 22, 2026");
    expect(formatDay(new Date(2025, 2, 5).toISOString())).toBe("Mar 5, 2025");
  });

  it("shows a month as 'MMM yyyy' and a coming day as 'MMM d'", () => {
    expect(formatMonthYear(new Date(2025, 2, 5))).toBe("Mar 2025");
    expect(formatMonthDay(new Date(2026, 11, 27, 9))).toBe("Dec 27");
  });
});
