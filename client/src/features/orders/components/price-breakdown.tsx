import { formatCents } from "@shared/money";
import type { DeliveryMethod } from "@shared/marketplace";
import { cn } from "@/lib/utils";

interface PriceBreakdownProps {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  method: DeliveryMethod;
  /** The seller's view: the commission taken and what they keep. */
  seller?: { commissionCents: number; commissionPercent: string | null; shareCents: number; shareLabel: string };
  className?: string;
}

/** Item, shipping (or free pickup) and total; for the seller also the commission and their share. */
export function PriceBreakdown({ subtotalCents, shippingCents, totalCents, method, seller, className }: PriceBreakdownProps) {
  return (
    <dl className={cn("grid gap-2 text-sm", className)}>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Item</dt>
        <dd className="tabular-nums">{formatCents(subtotalCents)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{method === "shipping" ? "Shipping" : "Pickup"}</dt>
        <dd className="tabular-nums">{method === "pickup" || shippingCents === 0 ? "Free" : formatCents(shippingCents)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t pt-2 text-base font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatCents(totalCents)}</dd>
      </div>
      {seller && (
        <>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">PawFans commission{seller.commissionPercent && ` (${seller.commissionPercent} of the item)`}</dt>
            <dd className="whitespace-nowrap tabular-nums">−{formatCents(seller.commissionCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 rounded-lg bg-success/10 px-3 py-2 font-semibold text-success">
            <dt>{seller.shareLabel}</dt>
            <dd className="tabular-nums">{formatCents(seller.shareCents)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
