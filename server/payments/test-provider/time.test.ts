/** Calendar months as the test provider bills them: the same moment a month later, in UTC, clamped to the month's last day. */
import { describe, expect, it } from "vitest";
import { acceptsFirstCharge, acceptsRecurringCharge, normalizeCardNumber } from "./cards";
import { addMonthsUtc, prorationCents, sameUtcMonth } from "./time";

describe("addMonthsUtc", () => {
  it.each([
    ["2026-01-15T10:30:00.000Z", 1, "2026-02-15T10:30:00.000Z"],
    ["2026-01-31T23:59:59.000Z", 1, "2026-02-28T23:59:59.000Z"],
    ["2028-01-31T00:00:00.000Z", 1, "2028-02-29T00:00:00.000Z"],
    ["2026-03-31T12:00:00.000Z", 1, "2026-04-30T12:00:00.000Z"],
    ["2026-12-20T08:00:00.000Z", 1, "2027-01-20T08:00:00.000Z"],
    ["2026-11-30T00:00:00.000Z", 3, "2027-02-28T00:00:00.000Z"],
  ])("%s + %i month(s) = %s", (from, months, to) => {
    expect(addMonthsUtc(new Date(from), months).toISOString()).toBe(to);
  });

  it("knows a calendar month in UTC", () => {
    expect(sameUtcMonth(new Date("2026-02-01T00:00:00Z"), new Date("2026-02-28T23:59:59Z"))).toBe(true);
    expect(sameUtcMonth(new Date("2026-01-31T23:59:59Z"), new Date("2026-02-01T00:00:00Z"))).toBe(false);
  });
});

describe("the test cards", () => {
  it("take spaces and dashes, and pay as Stripe's test cards do", () => {
    expect(normalizeCardNumber(" 4242 4242-4242 4242 ")).toBe("4242424242424242");
    expect(acceptsFirstCharge("4242424242424242")).toBe(true);
    expect(acceptsFirstCharge("4000000000000341")).toBe(true);
    expect(acceptsFirstCharge("4000000000000002")).toBe(false);
    expect(acceptsFirstCharge("5555555555554444")).toBe(false);
    expect(acceptsRecurringCharge("4242424242424242")).toBe(true);
    expect(acceptsRecurringCharge("4000000000000341")).toBe(false);
    expect(acceptsRecurringCharge(null)).toBe(false);
  });
});

describe("prorationCents", () => {
  const periodStart = new Date("2026-11-01T00:00:00Z");
  const periodEnd = new Date("2026-12-01T00:00:00Z");

  it("credits the unused time on the old price and charges the rest of the period on the new one, each line rounded", () => {
    // Half of 30 days left: −round(499 / 2) + round(1999 / 2) = −250 + 1000.
    const at = new Date("2026-11-16T00:00:00Z");
    expect(prorationCents({ fromCents: 499, toCents: 1999, periodStart, periodEnd, at })).toBe(750);
    // round(1998 / 2) − round(499 / 2) = 999 − 250, where the difference rounded whole would be 750.
    expect(prorationCents({ fromCents: 499, toCents: 1998, periodStart, periodEnd, at })).toBe(749);
  });

  it("charges the whole difference at the period's start and nothing at its end", () => {
    expect(prorationCents({ fromCents: 499, toCents: 1999, periodStart, periodEnd, at: periodStart })).toBe(1500);
    expect(prorationCents({ fromCents: 499, toCents: 1999, periodStart, periodEnd, at: periodEnd })).toBe(0);
  });

  it("counts by the second", () => {
    // 10 days and 1 second left of 30: round(666.33…) − round(333.00…).
    const at = new Date("2026-11-20T23:59:59Z");
    expect(prorationCents({ fromCents: 999, toCents: 1999, periodStart, periodEnd, at })).toBe(333);
  });
});
