import { describe, expect, it } from "vitest";
import { formatElapsed } from "./live-timer";

describe("the live timer", () => {
  it("shows minutes and seconds, and hours once there are any", () => {
    expect(formatElapsed(0)).toBe("0:00");
    expect(formatElapsed(7_900)).toBe("0:07");
    expect(formatElapsed(247_000)).toBe("4:07");
    expect(formatElapsed(3_723_000)).toBe("1:02:03");
    expect(formatElapsed(-500)).toBe("0:00");
  });
});
