/**
 * Dates and times for people, with the platform's Intl formatters: public
 * pages show relative times and days, and date-fns's `format` with its locale
 * tables cost every visitor's first load about 6 KB (compressed) for them.
 * The product speaks US English, so every formatter is en-US.
 */

const messageDateParts = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const monthYear = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric" });
const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });

/** Largest unit first: a distance is said in the first unit it spans once. */
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** Contact message dates: "Jan 5, 2025 3:07 PM" (the specification's 'MMM d, yyyy h:mm a'). */
export function formatMessageDate(date: string | Date): string {
  // Built from parts: the formatter's own string has a comma before the time and, in recent ICU, a narrow no-break space before PM.
  const part = Object.fromEntries(messageDateParts.formatToParts(new Date(date)).map((p) => [p.type, p.value]));
  return `${part.month} ${part.day}, ${part.year} ${part.hour}:${part.minute} ${part.dayPeriod}`;
}

/** "3 days ago", "in 2 hours", "just now". */
export function relativeTime(date: string | Date, now: number = Date.now()): string {
  const seconds = (new Date(date).getTime() - now) / 1000;
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}

/** "Joined Mar 2025" style month and year. */
export function formatMonthYear(date: string | Date): string {
  return monthYear.format(new Date(date));
}

/** A calendar day: "Mar 5, 2025". */
export function formatDay(date: string | Date): string {
  return day.format(new Date(date));
}

/** A day of the coming weeks, without the year: "Dec 27". */
export function formatMonthDay(date: string | Date): string {
  return monthDay.format(new Date(date));
}
