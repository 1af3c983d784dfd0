import { Star } from "lucide-react";
import type { SellerRatingView } from "@shared/marketplace";
import { pluralize } from "@shared/plural";
import { cn } from "@/lib/utils";

interface SellerRatingProps {
  rating: SellerRatingView;
  className?: string;
}

/** The seller's average from buyers' ratings and how many ("4.3 · 3 ratings"), or that they have none yet. */
export function SellerRating({ rating, className }: SellerRatingProps) {
  if (rating.average === null || rating.count === 0) {
    return (
      <span className={cn("inline-flex items-center gap-1 text-sm text-muted-foreground", className)}>
        <Star className="size-4 text-muted-foreground/60" aria-hidden />
        No seller ratings yet
      </span>
    );
  }
  const average = rating.average.toFixed(1);
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm text-muted-foreground", className)}>
      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
      <span className="sr-only">Seller rated </span>
      <span className="font-semibold text-foreground">{average}</span>
      <span className="sr-only"> of 5 from</span>
      <span aria-hidden>·</span>
      <span>{pluralize(rating.count, "rating")}</span>
    </span>
  );
}
