/** How the queue says when a case is due and how long resolving takes (pure, tested in due.test.ts). */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** "45 min", "3 h 5 min", "2 d 4 h": the two largest units of a duration ("< 1 min" under a minute). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / MINUTE));
  const days = Math.floor(total / (24 * 60));
  const hours = Math.floor((total % (24 * 60)) / 60);
  const minutes = total % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return minutes > 0 ? `${minutes} min` : "< 1 min";
}

/** "Due in 3 h 5 min" or "Overdue by 20 min", and whether it is overdue. */
export function dueLabel(dueAt: string, now: number = Date.now()): { text: string; overdue: boolean } {
  const left = new Date(dueAt).getTime() - now;
  return left >= 0
    ? { text: `Due in ${formatDuration(left)}`, overdue: false }
    : { text: `Overdue by ${formatDuration(-left)}`, overdue: true };
}

/** Whether a due time is within the hour (shown in a warning colour). */
export function dueSoon(dueAt: string, now: number = Date.now()): boolean {
  const left = new Date(dueAt).getTime() - now;
  return left >= 0 && left < HOUR;
}
