import type { OrderStatus } from "@shared/marketplace";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES, type OrderTone } from "../order-status";

const TONE_BADGE: Record<OrderTone, string> = {
  pending: "bg-warning/20 text-foreground",
  active: "bg-primary/12 text-primary",
  success: "bg-success/15 text-success",
  ended: "bg-muted text-muted-foreground",
  problem: "bg-destructive/12 text-destructive",
};

/** An order's status as a coloured pill: "Awaiting payment", "Shipped", "Disputed"… */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn("border-transparent", TONE_BADGE[ORDER_STATUS_TONES[status]], className)}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
