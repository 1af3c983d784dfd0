import { describe, expect, it } from "vitest";
import { inGoodStanding, outcomeOf, REPORTER_STANDING, type ReporterRecord } from "./moderation";

const NOW = new Date("2026-03-01T12:00:00Z");
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const established: ReporterRecord = { accountCreatedAt: daysBefore(30), emailVerified: true, upheld: 0, dismissed: 0 };

describe("a reporter's standing", () => {
  it("is good for an account a week old or more with a verified email and no record", () => {
    expect(inGoodStanding(established, NOW)).toBe(true);
    expect(inGoodStanding({ ...established, accountCreatedAt: daysBefore(REPORTER_STANDING.minAccountAgeDays) }, NOW)).toBe(true);
  });

  it("is not good for an account younger than a week", () => {
    expect(inGoodStanding({ ...established, accountCreatedAt: daysBefore(6.9) }, NOW)).toBe(false);
    expect(inGoodStanding({ ...established, accountCreatedAt: NOW }, NOW)).toBe(false);
  });

  it("is not good while the email is not verified", () => {
    expect(inGoodStanding({ ...established, emailVerified: false }, NOW)).toBe(false);
  });

  it("survives two dismissed reports more than upheld ones, not three", () => {
    expect(inGoodStanding({ ...established, dismissed: 2 }, NOW)).toBe(true);
    expect(inGoodStanding({ ...established, dismissed: 3 }, NOW)).toBe(false);
    expect(inGoodStanding({ ...established, dismissed: 5, upheld: 3 }, NOW)).toBe(true);
  });
});

describe("how a moderator's action answers the reports", () => {
  it("dismiss and restore let the content stay: the reports did not hold", () => {
    expect(outcomeOf("dismiss")).toBe("dismissed");
    expect(outcomeOf("restore")).toBe("dismissed");
  });

  it.each(["hide", "remove", "warn", "suspend"] as const)("%s upholds them", (action) => {
    expect(outcomeOf(action)).toBe("upheld");
  });
});
