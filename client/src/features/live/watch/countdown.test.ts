import { describe, expect, it } from "vitest";
import { formatCountdown } from "./countdown";

describe("a live's countdown", () => {
  it("shows days and hours, hours and minutes, then minutes and seconds", () => {
    expect(formatCountdown((2 * 86_400 + 4 * 3600 + 59) * 1000)).toBe("2d 4h");
    expect(formatCountdown((3600 + 5 * 60 + 30) * 1000)).toBe("1h 05m");
    expect(formatCountdown((4 * 60 + 9) * 1000)).toBe("4m 09s");
    expect(formatCountdown(999)).toBe("0m 00s");
  });

  it("says the live is starting soon once its time has come", () => {
    expect(formatCountdown(0)).toBe("Starting soon");
    expect(formatCountdown(-60_000)).toBe("Starting soon");
  });
});
