import { format } from "date-fns";

/** The day a subscription started: "Mar 5, 2025". */
export function formatJoinDate(date: string | Date): string {
  return format(new Date(date), "MMM d, yyyy");
}

/** "Active" for the badge; any other status as plain text ("Canceled"). */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
