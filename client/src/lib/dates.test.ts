import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDay, formatMessageDate, relativeTime } from "./dates";

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

describe("formatDay", () => {
  it("shows a calendar day as 'MMM d, yyyy'", () => {
    expect(formatDay(new Date(2026, 11, 22, 17, 29))).toBe("Dec 22, 2026");
    expect(formatDay(new Date(2025, 2, 5).toISOString())).toBe("Mar 5, 2025");
  });
});
