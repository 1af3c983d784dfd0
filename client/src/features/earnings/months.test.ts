import { describe, expect, it } from "vitest";
import { formatMonth } from "./months";

describe("formatMonth", () => {
  it("names a ledger month in three lengths", () => {
    expect(formatMonth("2026-11", "short")).toBe("Nov");
    expect(formatMonth("2026-11")).toBe("Nov 2026");
    expect(formatMonth("2027-01", "long")).toBe("January 2027");
    expect(formatMonth("2026-12", "long")).toBe("December 2026");
  });

  it("leaves anything else as it is", () => {
    expect(formatMonth("2026-13")).toBe("2026-13");
    expect(formatMonth("soon")).toBe("soon");
  });
});
