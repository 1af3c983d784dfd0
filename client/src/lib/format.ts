/** Numbers for people: prices, counts, short amounts (dates are in ./dates.ts, with date-fns). */
import { formatUsd } from "@shared/money";
import { nounFor } from "@shared/plural";

/** "$9.99" from a decimal string or number. */
export function formatPrice(amount: string | number): string {
  return formatUsd(amount);
}

/** "1 fan", "12 fans", "1.2K fans", "12K fans". */
export function formatFansCount(count: number): string {
  const short =
    count >= 1000 ? `${(count / 1000).toFixed(count >= 10_000 ? 0 : 1).replace(/\.0$/, "")}K` : String(count);
  return `${short} ${nounFor(count, "fan")}`;
}

/** A notification badge: the count, or "9+" beyond nine so the badge stays small. */
export function formatBadgeCount(count: number): string {
  return count > 9 ? "9+" : String(count);
}

/**
 * An amount for a chart's axis, short enough for a narrow column: "$0", "$45",
 * "$120", "$1.2K", "$15K" (cents below a dollar show as "$0.50").
 */
export function formatCentsShort(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const dollars = Math.abs(cents) / 100;
  if (dollars === 0) return "$0";
  if (dollars < 1) return `${sign}$${dollars.toFixed(2)}`;
  if (Math.round(dollars) < 1000) return `${sign}$${Math.round(dollars)}`;
  const thousands = dollars / 1000;
  return `${sign}$${(thousands >= 10 ? Math.round(thousands) : Math.round(thousands * 10) / 10).toString()}K`;
}

/**
 * Dollars typed by a person ("4.5", "$4.50", "1,200") as integer cents, or null
 * when it is not an amount with at most two decimals. Zero is an amount (0).
 */
export function parseDollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, "").replace(/,/g, "").trim();
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(cleaned)) return null;
  const [whole = "0", fraction = ""] = cleaned.split(".");
  return Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
}
