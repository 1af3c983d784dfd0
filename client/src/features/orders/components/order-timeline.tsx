import type { OrderView } from "@shared/marketplace";
import { formatMessageDate } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { orderEventText } from "../order-status";

/** The order's changes of status, oldest first, each with who made it and when; the latest stands out. */
export function OrderTimeline({ order, viewerId }: { order: OrderView; viewerId: string | undefined }) {
  const events = order.events ?? [];
  return (
    <ol className="grid pl-7">
      {events.map((event, index) => {
        const { title, by } = orderEventText(event, order, viewerId);
        const latest = index === events.length - 1;
        return (
          <li key={`${event.toStatus}-${event.createdAt}`} className={cn("relative", !latest && "pb-5")}>
            {!latest && <span className="absolute top-5 -bottom-1 -left-[21px] w-0.5 bg-border" aria-hidden />}
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
