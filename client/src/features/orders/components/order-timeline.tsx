import type { OrderView } from "@shared/marketplace";
import { formatMessageDate } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { orderEventText } from "../order-status";

/** The order's changes of status, oldest first, each with who made it and when; the latest stands out. */
export function OrderTimeline({ order, viewerId }: { order: OrderView; viewerId: string | undefined }) {
  const events = order.events ?? [];
  return (
    <ol className="relative grid gap-5 pl-7 before:absolute before:top-2 before:bottom-2 before:left-[7px] before:w-0.5 before:bg-border">
      {events.map((event, index) => {
        const { title, by } = orderEventText(event, order, viewerId);
        const latest = index === events.length - 1;
        return (
          <li key={`${event.toStatus}-${event.createdAt}`} className="relative">
            <span
              className={cn(
                "absolute top-1 -left-7 size-4 rounded-full border-2 border-background ring-2",
                latest ? "bg-primary ring-primary/30" : "bg-muted-foreground/40 ring-transparent",
              )}
              aria-hidden
            />
            <p className={cn("text-sm font-semibold", !latest && "text-foreground/80")}>
              {title}
              {by && <span className="font-normal text-muted-foreground"> {by}</span>}
            </p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={event.createdAt}>{formatMessageDate(event.createdAt)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
