import { Star } from "lucide-react";
import { RATING_STARS } from "@shared/marketplace";
import { cn } from "@/lib/utils";

interface StarsProps {
  /** 1 to 5; an average is shown to the nearest whole star. */
  value: number;
  className?: string;
}

/** Five stars, as many filled as the rating; decoration only (the caller says the number in words). */
export function Stars({ value, className }: StarsProps) {
  const filled = Math.round(value);
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)} aria-hidden>
      {RATING_STARS.map((star) => (
        <Star key={star} className={cn("size-4", star <= filled ? "fill-amber-400 text-amber-400" : "fill-transparent text-muted-foreground/40")} />
      ))}
    </span>
  );
}
