/** How mail says amounts and dates: the currency's format with two decimals, dates in the recipient's time zone (UTC when unknown). */

/** "$9.99" (USD), "€12.50" (EUR): always two decimals. */
export function formatMoney(cents: number, currency = "usd"): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** "Nov 29, 2026" in the time zone given (UTC by default). */
export function formatDate(date: Date, timeZone = "UTC"): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone }).format(date);
}

/** "Nov 29, 2026, 1:05 PM UTC": a moment, with its zone named. */
export function formatDateTime(date: Date, timeZone = "UTC"): string {
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(date);
}
