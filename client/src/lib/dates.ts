/** Dates and times for people, with date-fns (its own module: pages that show no dates do not load it). */
import { format, formatDistanceToNow } from "date-fns";

/** Contact message dates: "Jan 5, 2025 3:07 PM". */
export function formatMessageDate(date: string | Date): string {
  return format(new Date(date), "MMM d, yyyy h:mm a");
}

/** "3 days ago". */
export function relativeTime(date: string | Date): string {
  return `${formatDistanceToNow(new Date(date))} ago`;
}

/** "Joined Mar 2025" style month and year. */
export function formatMonthYear(date: string | Date): string {
  return format(new Date(date), "MMM yyyy");
}

/** A calendar day: "Mar 5, 2025". */
export function formatDay(date: string | Date): string {
  return format(new Date(date), "MMM d, yyyy");
}

/** A day of the coming weeks, without the year: "Dec 27". */
export function formatMonthDay(date: string | Date): string {
  return format(new Date(date), "MMM d");
}
