import { Link } from "wouter";
import { ChevronRight, MapPin, Truck } from "lucide-react";
import { formatCents } from "@shared/money";
import type { OrderView } from "@shared/marketplace";
import { formatDay } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { OrderStatusBadge } from "./order-status-badge";

/** One order in a list: item, status, date, delivery and total; the whole row opens the order. */
export function OrderCard({ order }: { order: OrderView }) {
  const shipping = order.delivery.method === "shipping";
  const DeliveryIcon = shipping ? Truck : MapPin;
  return (
    <Link
      href={paths.order(order.id)}
      className="group flex items-center gap-4 rounded-2xl border bg-card p-4 shadow-soft transition-all hover:-translate-y-0.5 hover:shadow-lifted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-5"
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <span className="text-xs text-muted-foreground">
            <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
          </span>
        </div>
        <p className="truncate font-bold">{order.itemTitle}</p>
        <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <DeliveryIcon className="size-4" aria-hidden />
          {shipping ? "Shipping" : "Pickup"}
        </p>
      </div>
      <p className="shrink-0 text-lg font-extrabold tabular-nums">{formatCents(order.totalCents)}</p>
      <ChevronRight className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden />
    </Link>
  );
}
