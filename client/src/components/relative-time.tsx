import { formatMessageDate, relativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";

/** "3 days ago", with the exact date as a tooltip and machine-readable value. */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} title={formatMessageDate(date)} className={cn("whitespace-nowrap", className)}>
      {relativeTime(date)}
    </time>
  );
}
