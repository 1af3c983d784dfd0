import { describe, expect, it } from "vitest";
import { countActive, formatJoinDate, statusLabel } from "./format";

describe("subscriber list", () => {
  it("counts only active subscriptions", () => {
    expect(countActive([{ status: "active" }, { status: "canceled" }, { status: "active" }])).toBe(2);
    expect(countActive([])).toBe(0);
  });

  it("shows the join date as 'MMM d, yyyy'", () => {
    expect(formatJoinDate(new Date(2025, 2, 5, 14, 30))).toBe("Mar 5, 2025");
  });

  it("names a status with a capital letter", () => {
    expect(statusLabel("active")).toBe("Active");
    expect(statusLabel("canceled")).toBe("Canceled");
  });
});
