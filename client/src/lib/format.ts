import { format, formatDistanceToNow } from "date-fns";
import { formatUsd } from "@shared/money";
import { nounFor } from "@shared/plural";

/** "$9.99" from a decimal string or number. */
export function formatPrice(amount: string | number): string {
  return formatUsd(amount);
}

/** Contact message dates: "Jan 5, 2025 3:07 PM". */
export function formatMessageDate(date: string | Date): string {
  return format(new Date(date), "MMM d, yyyy h:mm a");
}

/** "3 days ago". */
export function relativeTime(date: string | Date): string {
  return `${formatDistanceToNow(new Date(date))} ago`;
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

/** "Joined Mar 2025" style month and year. */
export function formatMonthYear(date: string | Date): string {
  return format(new Date(date), "MMM yyyy");
}
