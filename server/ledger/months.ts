/**
 * Calendar months as the money reports group them: UTC, named "YYYY-MM". A month's
 * transfers are those whose occurredAt is in [start, next month's start).
 */
import { z } from "zod";

/** A "YYYY-MM" month from a request (01–12, a four-digit year). */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be YYYY-MM");

/** "2026-11" for any instant of November 2026, UTC. */
export function monthOf(date: Date): string {
  return `${String(date.getUTCFullYear()).padStart(4, "0")}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The first instant of a "YYYY-MM" month, UTC. */
export function monthStart(month: string): Date {
  const [year, monthNumber] = month.split("-").map(Number);
  const start = new Date(Date.UTC(year!, monthNumber! - 1, 1));
  start.setUTCFullYear(year!); // years below 100 are not shifted to 19xx
  return start;
}

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: string, count: number): string {
  const start = monthStart(month);
  start.setUTCMonth(start.getUTCMonth() + count);
  return monthOf(start);
}

/** Every month from `first` to `last`, both included, oldest first. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}
