import { format } from "date-fns";

/** The day a subscription started: "Mar 5, 2025". */
export function formatJoinDate(date: string | Date): string {
  return format(new Date(date), "MMM d, yyyy");
}

/** Only active subscriptions count (SPEC section 4). */
export function countActive(subscriptions: ReadonlyArray<{ status: string }>): number {
  return subscriptions.filter((s) => s.status === "active").length;
}

/** "Active" for the badge; any other status as plain text ("Canceled"). */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
