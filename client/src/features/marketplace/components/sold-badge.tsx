import { BadgeCheck, Clock, EyeOff } from "lucide-react";
import type { MarketplaceItemStatus } from "@shared/marketplace";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/**
 * Marks a listing that is not for sale right now: reserved (a buyer is paying for
 * it), sold (it stays listed, so buyers see it is gone) or withdrawn (its seller
 * took it off the market). An available item has no badge.
 */
export function SoldBadge({ status, className }: { status: MarketplaceItemStatus; className?: string }) {
  switch (status) {
    case "available":
      return null;
    case "reserved":
      return (
        <Badge variant="outline" className={cn("border-transparent bg-warning text-black", className)}>
          <Clock aria-hidden />
          Reserved
        </Badge>
      );
    case "sold":
      return (
        <Badge variant="default" className={className}>
          <BadgeCheck aria-hidden />
          Sold
        </Badge>
      );
    case "withdrawn":
      return (
        <Badge variant="glass" className={className}>
          <EyeOff aria-hidden />
          Withdrawn
        </Badge>
      );
  }
}
