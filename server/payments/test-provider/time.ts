/** Time as the test provider counts it: Stripe's unix seconds and calendar months in UTC. */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

export const unix = (date: Date): number => Math.floor(date.getTime() / 1000);
export const unixOrNull = (date: Date | null): number | null => (date ? unix(date) : null);

/**
 * The same moment `months` calendar months later, in UTC; a day the later month
 * lacks becomes its last day (31 January → 28 or 29 February).
 */
export function addMonthsUtc(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export const sameUtcMonth = (a: Date, b: Date): boolean =>
  a.getUTCFullYear() === b.getUTCFullYear() && a.getUTCMonth() === b.getUTCMonth();

/**
 * What changing a monthly price at `at` costs for the rest of the period, as
 * Stripe prorates (by the second): the unused time on the old price is
 * credited and the remaining time on the new price charged, each line rounded
 * to the cent on its own.
 */
export function prorationCents(input: { fromCents: number; toCents: number; periodStart: Date; periodEnd: Date; at: Date }): number {
  const total = unix(input.periodEnd) - unix(input.periodStart);
  const left = unix(input.periodEnd) - unix(input.at);
  const line = (cents: number) => Math.round((cents * left) / total);
  return line(input.toCents) - line(input.fromCents);
}
