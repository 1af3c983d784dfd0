import { describe, expect, it } from "vitest";
import { formatJoinDate, statusLabel } from "./format";

describe("subscriber list", () => {
  it("shows the join date as 'MMM d, yyyy'", () => {
    expect(formatJoinDate(new Date(2025, 2, 5, 14, 30))).toBe("Mar 5, 2025");
  });

  it("names a status with a capital letter", () => {
    expect(statusLabel("active")).toBe("Active");
    expect(statusLabel("canceled")).toBe("Canceled");
  });
});
