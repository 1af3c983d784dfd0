import type { ReactNode } from "react";
import { Ban, CircleCheckBig, Clock, CreditCard, Hourglass, PackageCheck, RotateCcw, ShieldAlert, Store, Truck } from "lucide-react";
import type { OrderStatus, OrderView } from "@shared/marketplace";
import { formatDay } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { DISPUTE_REASON_LABELS, ORDER_STATUS_LABELS, ORDER_STATUS_TONES, orderStatusSummary, type OrderTone, type OrderViewer } from "../order-status";

const STATUS_ICONS: Record<OrderStatus, typeof Clock> = {
  pending_payment: CreditCard,
  paid: CircleCheckBig,
  shipped: Truck,
  ready_for_pickup: Store,
  received: PackageCheck,
  completed: CircleCheckBig,
  canceled: Ban,
  refunded: RotateCcw,
  disputed: ShieldAlert,
  expired: Hourglass,
};

const TONE_PANEL: Record<OrderTone, string> = {
  pending: "border-warning/40 bg-warning/10 [&_[data-icon]]:bg-warning/25 [&_[data-icon]]:text-foreground",
  active: "border-primary/30 bg-primary/5 [&_[data-icon]]:bg-primary/15 [&_[data-icon]]:text-primary",
  success: "border-success/30 bg-success/10 [&_[data-icon]]:bg-success/20 [&_[data-icon]]:text-success",
  ended: "bg-muted/50 [&_[data-icon]]:bg-muted [&_[data-icon]]:text-muted-foreground",
  problem: "border-destructive/30 bg-destructive/5 [&_[data-icon]]:bg-destructive/15 [&_[data-icon]]:text-destructive",
};

interface OrderNextStepProps {
  order: OrderView;
  viewer: OrderViewer;
  /** What the viewer may do now (buttons), when anything. */
  actions?: ReactNode;
}

/** Where the order stands, in the viewer's words, with what they may do next. */
export function OrderNextStep({ order, viewer, actions }: OrderNextStepProps) {
  const Icon = STATUS_ICONS[order.status];
  return (
    <section aria-label="Status" className={cn("flex items-start gap-4 rounded-2xl border p-4 sm:p-6", TONE_PANEL[ORDER_STATUS_TONES[order.status]])}>
      <span data-icon className="flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-12 sm:rounded-2xl" aria-hidden>
        <Icon className={cn("size-5 sm:size-6", order.status === "pending_payment" && "animate-pulse")} />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="text-lg leading-tight font-bold sm:leading-normal">{ORDER_STATUS_LABELS[order.status]}</h2>
        <p className="text-sm leading-relaxed text-foreground/85">{orderStatusSummary(order, viewer)}</p>
        {order.completesAt && (order.status === "shipped" || order.status === "ready_for_pickup") && (
          <p className="text-sm text-muted-foreground">Completes by itself on {formatDay(order.completesAt)} unless the buyer confirms or reports a problem first.</p>
        )}
        {order.dispute && (
          <blockquote className="mt-2 rounded-xl border bg-background/60 p-3 text-sm">
            <p className="font-semibold">{DISPUTE_REASON_LABELS[order.dispute.reason]}</p>
            <p className="mt-1 break-words whitespace-pre-wrap text-foreground/85">{order.dispute.details}</p>
          </blockquote>
        )}
        {order.resolutionNote && (
          <p className="mt-2 rounded-xl border bg-background/60 p-3 text-sm break-words">
            <span className="font-semibold">Note from PawFans support: </span>
            {order.resolutionNote}
          </p>
        )}
        {actions && <div className="flex flex-wrap items-center gap-2 pt-3 empty:hidden">{actions}</div>}
      </div>
    </section>
  );
}
