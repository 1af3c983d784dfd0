import { describe, expect, it } from "vitest";
import { dueLabel, dueSoon, formatDuration } from "./due";

const MIN = 60_000;

describe("formatDuration", () => {
  it.each([
    [0, "< 1 min"],
    [20_000, "< 1 min"],
    [45 * MIN, "45 min"],
    [60 * MIN, "1 h"],
    [185 * MIN, "3 h 5 min"],
    [(2 * 24 + 4) * 60 * MIN, "2 d 4 h"],
    [3 * 24 * 60 * MIN, "3 d"],
  ])("%i ms reads %s", (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe("dueLabel", () => {
  const now = Date.parse("2026-11-22T12:00:00Z");
  it("says how long is left before the due time", () => {
    expect(dueLabel("2026-11-22T15:30:00Z", now)).toEqual({ text: "Due in 3 h 30 min", overdue: false });
  });
  it("says how late a case past its due time is", () => {
    expect(dueLabel("2026-11-22T11:40:00Z", now)).toEqual({ text: "Overdue by 20 min", overdue: true });
  });
  it("calls a case due within the hour soon, and neither later nor overdue ones", () => {
    expect(dueSoon("2026-11-22T12:30:00Z", now)).toBe(true);
    expect(dueSoon("2026-11-22T14:00:00Z", now)).toBe(false);
    expect(dueSoon("2026-11-22T11:00:00Z", now)).toBe(false);
  });
});
